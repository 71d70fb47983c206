import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { orderItems, orders, payments, riders } from "../../db/schema";

export type OrderRow = typeof orders.$inferSelect;

/** One page of the customer's orders, newest first, optionally of some statuses only. */
export async function listOrderRows(
  db: Database,
  userId: number,
  statuses: readonly string[] | null,
  page: { page: number; size: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(orders.userId, userId),
    statuses ? inArray(orders.status, [...statuses]) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The caller's order by uuid, or undefined: someone else's order is indistinguishable from none. */
export async function findOwnOrder(
  executor: Executor,
  userId: number,
  uuid: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = executor
    .select()
    .from(orders)
    .where(and(eq(orders.uuid, uuid), eq(orders.userId, userId)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export const itemRowsOf = (db: Database, orderIds: readonly number[]) =>
  db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));

/** Charges and tips (not refunds): what the order screen shows as payment methods. */
export const paymentRowsOf = (db: Database, orderIds: readonly number[]) =>
  db
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, [...orderIds]), ne(payments.kind, "REFUND")))
    .orderBy(asc(payments.createdAt), asc(payments.id));

/** The riders' own rows; their names are their users' (riders.ts adds them). */
export const riderRowsOf = (db: Executor, riderIds: readonly number[]) =>
  db
    .select({
      id: riders.id,
      userId: riders.userId,
      phone: riders.phone,
      bio: riders.bio,
      pastOrders: riders.pastOrders,
      imageUrl: riders.imageUrl,
    })
    .from(riders)
    .where(inArray(riders.id, [...riderIds]));

/**
 * Products the customer bought since `since` (cancelled orders aside), each once, the most
 * recently bought first.
 */
export async function previouslyBoughtRows(
  db: Database,
  userId: number,
  since: Date,
  page: { page: number; size: number },
): Promise<{ rows: { productId: number }[]; total: number }> {
  const latest = db
    .selectDistinctOn([orderItems.productId], {
      productId: orderItems.productId,
      boughtAt: orders.createdAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, "CANCELLED"),
        sql`${orders.createdAt} >= ${since.toISOString()}`,
      ),
    )
    .orderBy(orderItems.productId, desc(orders.createdAt))
    .as("latest");
  const [rows, [counted]] = await Promise.all([
    db
      .select({ productId: latest.productId })
      .from(latest)
      .orderBy(desc(latest.boughtAt), asc(latest.productId))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ total: sql<number>`count(*)::int` }).from(latest),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** A cancelled order gives its place in its delivery window back. */
const holdsItsPlace = ne(orders.status, "CANCELLED");

/**
 * The orders holding a place in each delivery window of the dates from `from` to `to`
 * (YYYY-MM-DD): the delivery windows' list (support) marks the full ones.
 */
export const countSlotBookings = (db: Executor, range: { from: string; to: string }) =>
  db
    .select({ date: orders.slotDate, slotId: orders.slotId, booked: count() })
    .from(orders)
    .where(and(gte(orders.slotDate, range.from), lte(orders.slotDate, range.to), holdsItsPlace))
    .groupBy(orders.slotDate, orders.slotId);

/** The orders holding a place in one window on `date`, in the checkout's transaction. */
export async function countSlotHolders(
  tx: Executor,
  date: string,
  slotId: number,
): Promise<number> {
  const [held] = await tx
    .select({ booked: count() })
    .from(orders)
    .where(and(eq(orders.slotDate, date), eq(orders.slotId, slotId), holdsItsPlace));
  return held?.booked ?? 0;
}

/** The uuids of these orders by id (the inbox links its order news to them). */
export async function orderUuidsOf(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, uuid: orders.uuid })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.id, row.uuid]));
}
