import { and, desc, eq, lt, max, notExists } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { couponRedemptions, coupons } from "../../db/schema";
import type { CouponRow } from "./coupons";

/** The customer's coupon history (the promotions' tabs): what they used, and what ended unused. */

/** Each coupon the user redeemed once, with their latest use; most recently used first. */
export async function fetchUsedCoupons(
  db: Executor,
  userId: number,
): Promise<{ coupon: CouponRow; usedAt: Date }[]> {
  const rows = await db
    .select({ coupon: coupons, usedAt: max(couponRedemptions.createdAt) })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(couponRedemptions.userId, userId))
    .groupBy(coupons.id)
    .orderBy(desc(max(couponRedemptions.createdAt)), desc(coupons.id));
  return rows.flatMap(({ coupon, usedAt }) => (usedAt ? [{ coupon, usedAt }] : []));
}

/** Coupons that ended without the user ever using them; most recently ended first. */
export function fetchExpiredCoupons(db: Executor, userId: number, now: Date): Promise<CouponRow[]> {
  const usedByUser = db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupons.id), eq(couponRedemptions.userId, userId)));
  return db
    .select()
    .from(coupons)
    .where(and(lt(coupons.endsAt, now), notExists(usedByUser)))
    .orderBy(desc(coupons.endsAt), desc(coupons.id));
}
