import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { couponRedemptions, coupons } from "../../db/schema";
import { fetchStoreTimeZoneSetting } from "../support";
import { resolveTimeZone, type CouponRow, type CouponUsage } from "./coupons";

/** Coupon SQL, on the caller's executor like the rest of the cart (see repository.ts). */

/** Codes are matched whatever their case: shoppers type "welcome5". */
export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | null> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`);
  return coupon ?? null;
}

export async function findCouponById(db: Executor, id: number): Promise<CouponRow | null> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, id));
  return coupon ?? null;
}

const usageColumns = (userId: number) => ({
  byUser:
    sql<number>`count(${couponRedemptions.id}) filter (where ${couponRedemptions.userId} = ${userId})`.mapWith(
      Number,
    ),
  total: sql<number>`count(${couponRedemptions.id})`.mapWith(Number),
});

/** Orders that used the coupon: the user's own and everyone's (the limits count these). */
export async function couponUsage(
  db: Executor,
  couponId: number,
  userId: number,
): Promise<CouponUsage> {
  const [usage] = await db
    .select(usageColumns(userId))
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return usage ?? { byUser: 0, total: 0 };
}

/** Coupons running now (started, not ended), soonest to end first, each with its usage. */
export function fetchRunningCoupons(
  db: Executor,
  userId: number,
  now: Date,
): Promise<{ coupon: CouponRow; usage: CouponUsage }[]> {
  return db
    .select({ coupon: coupons, usage: usageColumns(userId) })
    .from(coupons)
    .leftJoin(couponRedemptions, eq(couponRedemptions.couponId, coupons.id))
    .where(and(lte(coupons.startsAt, now), gte(coupons.endsAt, now)))
    .groupBy(coupons.id)
    .orderBy(asc(coupons.endsAt), asc(coupons.code));
}

/** The store's time zone (support's delivery settings), in which coupon dates are shown. */
export async function fetchStoreTimeZone(db: Executor): Promise<string> {
  return resolveTimeZone(await fetchStoreTimeZoneSetting(db));
}

/** The coupon's row, locked: checkouts racing for its last use take turns. */
export async function lockCoupon(tx: Executor, couponId: number) {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("update");
  return coupon;
}

export async function insertCouponHold(
  tx: Executor,
  hold: { couponId: number; userId: number; orderUuid: string },
) {
  await tx.insert(couponRedemptions).values(hold);
}

/** Frees the coupon use held for (or redeemed by) an order. */
export async function deleteCouponHold(db: Executor, orderUuid: string) {
  await db.delete(couponRedemptions).where(eq(couponRedemptions.orderUuid, orderUuid));
}
