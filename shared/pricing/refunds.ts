import { percentOfCents } from "./money";
import { TAX_PERCENT } from "./policy";

/**
 * A short line's refund (docs/replacements.md § Money): the goods it gives back and their tax at
 * the order's rate, rounded half up to the cent. An order never gets back more than it paid for
 * its goods (their subtotal less the coupon, which stays applied) or its tax: `left` is what is
 * still unrefunded of each.
 */
export function shortLineRefund(
  goodsCents: number,
  left: { goodsCents: number; taxCents: number },
): { goodsCents: number; taxCents: number } {
  const goods = Math.max(0, Math.min(goodsCents, left.goodsCents));
  const tax = Math.max(0, Math.min(percentOfCents(goods, TAX_PERCENT), left.taxCents));
  return { goodsCents: goods, taxCents: tax };
}
