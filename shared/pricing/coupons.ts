import { percentOfCents } from "./money";

/**
 * The part of a coupon that prices: `kind` FIXED (value in cents) or PERCENT (value in whole
 * percent), an optional cap on the discount, and the subtotal it needs. `kind` is a plain string
 * because the database keeps it as text; anything but PERCENT is a fixed amount.
 */
export interface CouponTerms {
  kind: string;
  value: number;
  maxDiscountCents: number | null;
  minSubtotalCents: number;
}

/** Whether a subtotal (before the coupon) reaches the coupon's minimum. */
export function reachesCouponMinimum(
  coupon: Pick<CouponTerms, "minSubtotalCents">,
  subtotalCents: number,
): boolean {
  return subtotalCents >= coupon.minSubtotalCents;
}

/**
 * What the coupon takes off a subtotal when it applies: FIXED value (cents) or PERCENT of the
 * subtotal, capped by maxDiscountCents, never more than the subtotal.
 */
export function couponDiscountCents(
  coupon: Pick<CouponTerms, "kind" | "value" | "maxDiscountCents">,
  subtotalCents: number,
): number {
  const raw =
    coupon.kind === "PERCENT" ? percentOfCents(subtotalCents, coupon.value) : coupon.value;
  const capped = coupon.maxDiscountCents === null ? raw : Math.min(raw, coupon.maxDiscountCents);
  return Math.max(0, Math.min(capped, subtotalCents));
}
