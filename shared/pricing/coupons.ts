import { formatCents, percentOfCents } from "./money";

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

/** "$5 OFF", "$3.99 OFF" or "10% OFF". FIXED values are cents, PERCENT values whole percent. */
export function formatCouponValue(coupon: Pick<CouponTerms, "kind" | "value">): string {
  if (coupon.kind === "PERCENT") return `${coupon.value}% OFF`;
  return `${formatCents(coupon.value).replace(/\.00$/, "")} OFF`;
}

type NamedCoupon = Pick<CouponTerms, "kind" | "value" | "minSubtotalCents"> & { code: string };

/** Why an applied coupon does not apply yet: "Add $4.50 more to use WELCOME5 (minimum order $25.00)." */
export function couponShortfallMessage(coupon: NamedCoupon, subtotalCents: number): string {
  const missing = formatCents(coupon.minSubtotalCents - subtotalCents);
  const minimum = formatCents(coupon.minSubtotalCents);
  return `Add ${missing} more to use ${coupon.code} (minimum order ${minimum}).`;
}

/** The cart's nudge towards a coupon it does not reach: "Add $4.50 more to unlock SAVE10 (10% OFF)." */
export function couponUnlockMessage(coupon: NamedCoupon, subtotalCents: number): string {
  const missing = formatCents(coupon.minSubtotalCents - subtotalCents);
  return `Add ${missing} more to unlock ${coupon.code} (${formatCouponValue(coupon)}).`;
}

/**
 * The cart's nudge when no coupon is applied: towards the coupon with the smallest minimum above
 * the subtotal (by code on a tie); null when the cart reaches every minimum.
 */
export function nextCouponUnlockMessage(
  coupons: readonly NamedCoupon[],
  subtotalCents: number,
): string | null {
  const [next] = coupons
    .filter((coupon) => !reachesCouponMinimum(coupon, subtotalCents))
    .sort((a, b) => a.minSubtotalCents - b.minSubtotalCents || a.code.localeCompare(b.code));
  return next ? couponUnlockMessage(next, subtotalCents) : null;
}
