import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { carts, couponRedemptions, coupons, orderItems, orders, payments } from "../../db/schema";

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "orderId">;
export type NewCharge = Omit<typeof payments.$inferInsert, "orderId" | "kind">;

/** The cart as checkout last saw it: its id and when it last changed. */
export async function cartVersion(db: Executor, userId: number) {
  const [cart] = await db
    .select({ uuid: carts.uuid, updatedAt: carts.updatedAt })
    .from(carts)
    .where(eq(carts.userId, userId));
  return cart;
}

/** The same, holding the cart's row until the transaction ends, so it cannot change meanwhile. */
export async function lockCartVersion(tx: Executor, userId: number) {
  const [cart] = await tx
    .select({ uuid: carts.uuid, updatedAt: carts.updatedAt })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for("update");
  return cart;
}

/** Writes a placed order, its lines and its charge; answers the order's id. */
export async function insertPlacedOrder(
  tx: Executor,
  order: NewOrder,
  lines: NewOrderItem[],
  charge: NewCharge,
): Promise<number> {
  const [written] = await tx.insert(orders).values(order).returning({ id: orders.id });
  if (!written) throw new Error("The order was not written");
  await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: written.id })));
  await tx.insert(payments).values({ ...charge, orderId: written.id, kind: "CHARGE" });
  return written.id;
}

/** The session starts again with a new, empty cart (created on its next read). */
export async function deleteCart(tx: Executor, userId: number) {
  await tx.delete(carts).where(eq(carts.userId, userId));
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
