import type { AppContext } from "../../context";
import type { Schemas } from "../../http/types";
import {
  couponBody,
  fetchExpiredCoupons,
  fetchStoreTimeZone,
  fetchUsedCoupons,
  formatStoreDate,
  quoteCart,
  usableCoupons,
} from "../cart";

type Coupon = Schemas["Coupon"];

/**
 * The coupons the customer can still use (running, uses left for them and overall), each with
 * whether it applies to their cart as it is now. The Available tab and the cart's coupon list.
 */
export async function availableCoupons(context: AppContext, userId: number): Promise<Coupon[]> {
  const now = context.now();
  const quote = await quoteCart(context, context.db, userId);
  const usable = await usableCoupons(context.db, userId, now, quote.subtotalCents);
  return usable.coupons.map(({ coupon, isApplicable }) =>
    couponBody(coupon, { isApplicable, timeZone: usable.timeZone }),
  );
}

/** The Used tab: history, so none of them applies here. */
export async function usedCoupons(context: AppContext, userId: number): Promise<Coupon[]> {
  const timeZone = await fetchStoreTimeZone(context.db);
  const used = await fetchUsedCoupons(context.db, userId);
  return used.map(({ coupon, usedAt }) =>
    couponBody(coupon, {
      isApplicable: false,
      timeZone,
      validity: `Used on ${formatStoreDate(usedAt, timeZone)}`,
    }),
  );
}

/** The Expired tab: coupons that ended before the customer used them. */
export async function expiredCoupons(context: AppContext, userId: number): Promise<Coupon[]> {
  const timeZone = await fetchStoreTimeZone(context.db);
  const expired = await fetchExpiredCoupons(context.db, userId, context.now());
  return expired.map((coupon) =>
    couponBody(coupon, {
      isApplicable: false,
      timeZone,
      validity: `Expired on ${formatStoreDate(coupon.endsAt, timeZone)}`,
    }),
  );
}
