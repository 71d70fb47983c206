import { and, asc, eq, exists, inArray, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orderItems, orders, payments } from "../../db/schema";
import type { OrderRow } from "./repository";

export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemChanges = Partial<typeof orderItems.$inferInsert>;
export type ChargeRow = typeof payments.$inferSelect;

export async function findOrderItem(
  tx: Executor,
  orderId: number,
  itemId: number,
): Promise<OrderItemRow | undefined> {
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, itemId)));
  return item;
}

export async function findOrderItemOfProduct(
  tx: Executor,
  orderId: number,
  productId: number,
): Promise<OrderItemRow | undefined> {
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
    .orderBy(asc(orderItems.id))
    .limit(1);
  return item;
}

export const orderItemsOf = (tx: Executor, orderId: number) =>
  tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

export const itemsByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.id, [...ids]));

export async function updateOrderItem(tx: Executor, itemId: number, changes: OrderItemChanges) {
  await tx.update(orderItems).set(changes).where(eq(orderItems.id, itemId));
}

/** What the order's short lines have refunded so far: goods and their tax. */
export async function itemRefundTotals(tx: Executor, orderId: number) {
  const [totals] = await tx
    .select({
      goods: sql<number>`coalesce(sum(${orderItems.refundCents}), 0)`.mapWith(Number),
      tax: sql<number>`coalesce(sum(${orderItems.refundTaxCents}), 0)`.mapWith(Number),
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { goods: totals?.goods ?? 0, tax: totals?.tax ?? 0 };
}

/** The checkout's charge of the order that went through: what a short line's refund pays back. */
export async function findOrderCharge(
  tx: Executor,
  orderId: number,
): Promise<ChargeRow | undefined> {
  const [charge] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.kind, "CHARGE"),
        eq(payments.status, "succeeded"),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1);
  return charge;
}

/**
 * Up to `limit` orders in `statuses` with an offer nobody answered by `now`, locked until the transaction ends;
 * orders another transaction holds are skipped (SKIP LOCKED), as the simulator's steps are.
 */
export function lockOrdersWithOverdueOffers(
  tx: Executor,
  due: { now: Date; statuses: readonly string[]; limit: number },
): Promise<OrderRow[]> {
  const { now, statuses, limit } = due;
  const overdue = tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orders.id),
        eq(orderItems.offerStatus, "PENDING"),
        lte(orderItems.approvalDeadline, now),
      ),
    );
  return tx
    .select()
    .from(orders)
    .where(and(exists(overdue), inArray(orders.status, [...statuses])))
    .orderBy(asc(orders.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** The order's offers still waiting for an answer (all of them, or those due by `dueBy`). */
export function pendingOffersOf(
  tx: Executor,
  orderId: number,
  dueBy: Date | null,
): Promise<OrderItemRow[]> {
  return tx
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.offerStatus, "PENDING"),
        dueBy ? lte(orderItems.approvalDeadline, dueBy) : undefined,
      ),
    )
    .orderBy(asc(orderItems.id));
}
