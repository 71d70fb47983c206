import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { orders, riders } from "../../../db/schema";

export type OrderRow = typeof orders.$inferSelect;
export type OrderChanges = Partial<typeof orders.$inferInsert>;

/**
 * Up to `limit` orders in `statuses` whose next step is due by `now`, soonest first, locked until
 * the transaction ends. Rows another transaction holds are skipped (SKIP LOCKED), so processes
 * running this at once each get orders of their own, and none waits for another's.
 */
export function lockDueOrders(
  tx: Transaction,
  due: { now: Date; statuses: readonly string[]; limit: number },
): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.nextStepAt),
        lte(orders.nextStepAt, due.now),
        inArray(orders.status, [...due.statuses]),
      ),
    )
    .orderBy(asc(orders.nextStepAt))
    .limit(due.limit)
    .for("update", { skipLocked: true });
}

/** The order, locked until the transaction ends (waiting for a step another process takes). */
export async function lockOrder(tx: Transaction, uuid: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for("update");
  return order;
}

export async function updateOrder(tx: Transaction, id: number, changes: OrderChanges) {
  await tx.update(orders).set(changes).where(eq(orders.id, id));
}

/** One more delivery on the rider's record. */
export async function countRiderDelivery(tx: Transaction, riderId: number) {
  await tx
    .update(riders)
    .set({ pastOrders: sql`${riders.pastOrders} + 1` })
    .where(eq(riders.id, riderId));
}

/**
 * The rider with the fewest orders on the road (the lowest id among equals), or undefined; their
 * name is their user's (the simulator asks the users for it).
 */
export async function leastBusyRider(tx: Transaction) {
  const [rider] = await tx
    .select({ id: riders.id, userId: riders.userId })
    .from(riders)
    .leftJoin(orders, and(eq(orders.riderId, riders.id), eq(orders.status, "PENDING_DISPATCHED")))
    .groupBy(riders.id)
    .orderBy(sql`count(${orders.id})`, asc(riders.id))
    .limit(1);
  return rider;
}
