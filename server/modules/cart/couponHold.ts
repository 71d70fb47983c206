import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { unprocessable } from "../../http/errors";
import {
  couponUsage,
  deleteCouponHold,
  fetchStoreTimeZone,
  insertCouponHold,
  lockCoupon,
} from "./couponRepository";
import { checkCouponUse } from "./coupons";

/**
 * Holds one use of the coupon for this order, by the same rules the cart applies. The coupon's
 * row lock serialises checkouts that race for its last use, so a single-use coupon is used once
 * however many checkouts arrive.
 */
export async function holdCoupon(
  context: AppContext,
  hold: { couponId: number; userId: number; orderUuid: string },
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const coupon = await lockCoupon(tx, hold.couponId);
    if (!coupon)
      throw unprocessable("The coupon no longer exists.", ["The coupon no longer exists."]);
    const use = checkCouponUse(
      coupon,
      await couponUsage(tx, hold.couponId, hold.userId),
      context.now(),
      await fetchStoreTimeZone(tx),
    );
    if (use.reason) throw unprocessable(use.reason, [use.reason]);
    await insertCouponHold(tx, hold);
  });
}

/** Frees the coupon use held for an order that was not placed, or that was cancelled. */
export const releaseCouponHold = (executor: Executor, orderUuid: string) =>
  deleteCouponHold(executor, orderUuid);
