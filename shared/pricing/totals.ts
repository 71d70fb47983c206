import type { components } from "../contract/schema.gen";
import {
  DELIVERY_FEE_CENTS,
  FREE_DELIVERY_FROM_CENTS,
  FREE_SERVICE_FEE_FROM_CENTS,
  SERVICE_FEE_CENTS,
  TAX_PERCENT,
} from "./policy";
import { formatCents, percentOfCents } from "./money";

/** A quantity of one product at its unit price in cents. */
export interface LineCents {
  qty: number;
  priceCents: number;
}

export function lineTotalCents(line: LineCents): number {
  return line.qty * line.priceCents;
}

export function subtotalOf(lines: readonly LineCents[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

export interface Totals {
  subtotalCents: number;
  couponCents: number;
  taxCents: number;
  serviceFeeCents: number;
  isServiceFeeFree: boolean;
  deliveryFeeCents: number;
  isDeliveryFeeFree: boolean;
  tipCents: number;
  totalCents: number;
}

const EMPTY_TOTALS: Totals = {
  subtotalCents: 0,
  couponCents: 0,
  taxCents: 0,
  serviceFeeCents: 0,
  isServiceFeeFree: false,
  deliveryFeeCents: 0,
  isDeliveryFeeFree: false,
  tipCents: 0,
  totalCents: 0,
};

/**
 * total = subtotal − coupon + tax + service fee + delivery fee + tip. An empty cart owes
 * nothing: no fee, tax or tip (its fees are 0 and not "free").
 */
export function computeTotals(input: {
  subtotalCents: number;
  couponCents: number;
  tipCents: number;
}): Totals {
  const { subtotalCents, tipCents } = input;
  if (subtotalCents <= 0) return EMPTY_TOTALS;
  const couponCents = Math.max(0, Math.min(input.couponCents, subtotalCents));
  const taxCents = percentOfCents(subtotalCents - couponCents, TAX_PERCENT);
  const isServiceFeeFree = subtotalCents >= FREE_SERVICE_FEE_FROM_CENTS;
  const isDeliveryFeeFree = subtotalCents >= FREE_DELIVERY_FROM_CENTS;
  const serviceFeeCents = isServiceFeeFree ? 0 : SERVICE_FEE_CENTS;
  const deliveryFeeCents = isDeliveryFeeFree ? 0 : DELIVERY_FEE_CENTS;
  return {
    subtotalCents,
    couponCents,
    taxCents,
    serviceFeeCents,
    isServiceFeeFree,
    deliveryFeeCents,
    isDeliveryFeeFree,
    tipCents,
    totalCents:
      subtotalCents - couponCents + taxCents + serviceFeeCents + deliveryFeeCents + tipCents,
  };
}

/**
 * An order's totals once the tips added after delivery are in: the Tip line carries every tip
 * (at checkout and afterwards) and Total carries them too, so the Order Summary adds up line by
 * line (docs/product.md § Order detail names its lines: there is no separate line for a later tip).
 */
export function withAdditionalTips(totals: Totals, additionalTipCents: number): Totals {
  return {
    ...totals,
    tipCents: totals.tipCents + additionalTipCents,
    totalCents: totals.totalCents + additionalTipCents,
  };
}

/** The summary fields that carts and orders share, as the contract names and formats them. */
export type FormattedTotals = Pick<
  components["schemas"]["Cart"],
  | "formattedTotal"
  | "formattedSubTotal"
  | "formattedCouponAmount"
  | "formattedTaxAmount"
  | "formattedServiceFeeAmount"
  | "isServiceFeeFree"
  | "formattedDeliveryFeeAmount"
  | "isDeliveryFeeFree"
  | "formattedTipAmount"
>;

export function formatTotals(totals: Totals): FormattedTotals {
  return {
    formattedTotal: formatCents(totals.totalCents),
    formattedSubTotal: formatCents(totals.subtotalCents),
    formattedCouponAmount: formatCents(totals.couponCents),
    formattedTaxAmount: formatCents(totals.taxCents),
    formattedServiceFeeAmount: formatCents(totals.serviceFeeCents),
    isServiceFeeFree: totals.isServiceFeeFree,
    formattedDeliveryFeeAmount: formatCents(totals.deliveryFeeCents),
    isDeliveryFeeFree: totals.isDeliveryFeeFree,
    formattedTipAmount: formatCents(totals.tipCents),
  };
}

/** The contract's Order summary fields, of which Final Payment is what was charged: the Total. */
export type FormattedOrderTotals = FormattedTotals &
  Pick<components["schemas"]["Order"], "formattedFinalPayment">;

/**
 * An order's summary as answered: its totals with the tips added after delivery in, and the
 * Final Payment, which is that Total (every tip included).
 */
export function formatOrderTotals(
  totals: Totals,
  additionalTipCents: number,
): FormattedOrderTotals {
  const tipped = withAdditionalTips(totals, additionalTipCents);
  return { ...formatTotals(tipped), formattedFinalPayment: formatCents(tipped.totalCents) };
}

/** A shared cart's sub-total: only the lines that can be added to a cart (in stock) count. */
export function addableSubtotalCents(lines: readonly (LineCents & { inStock: string })[]): number {
  return subtotalOf(lines.filter((line) => line.inStock === "IN_STOCK"));
}
