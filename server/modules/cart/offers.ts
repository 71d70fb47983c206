import type { Executor } from "../../db/client";
import { fetchRunningCoupons, fetchStoreTimeZone } from "./couponRepository";
import { checkCoupon, checkCouponUse, upsellMessage, type CouponRow } from "./coupons";
import type { CartExtras, CartQuote } from "./pricing";

/** The coupons a customer can still use now: running, with uses left for them and overall. */
export interface UsableCoupons {
  timeZone: string;
  coupons: { coupon: CouponRow; isApplicable: boolean }[];
}

/** Each usable coupon with whether it applies to a cart of `subtotalCents`. */
export async function usableCoupons(
  db: Executor,
  userId: number,
  now: Date,
  subtotalCents: number,
): Promise<UsableCoupons> {
  const timeZone = await fetchStoreTimeZone(db);
  const running = await fetchRunningCoupons(db, userId, now);
  const coupons = running
    .filter(({ coupon, usage }) => checkCouponUse(coupon, usage, now, timeZone).isApplicable)
    .map(({ coupon, usage }) => ({
      coupon,
      isApplicable: checkCoupon(coupon, usage, subtotalCents, now, timeZone).isApplicable,
    }));
  return { timeZone, coupons };
}

/** The cart answer's coupon count and upsell message (the checkout needs neither). */
export async function couponExtras(db: Executor, quote: CartQuote, now: Date): Promise<CartExtras> {
  const usable = await usableCoupons(db, quote.userId, now, quote.subtotalCents);
  return {
    availableCoupons: usable.coupons.filter((entry) => entry.isApplicable).length,
    upsellCouponMessage: upsellMessage({
      subtotalCents: quote.subtotalCents,
      applied: quote.coupon,
      usable: usable.coupons.map((entry) => entry.coupon),
    }),
  };
}
