import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { chatThreads, orderItems, orders, payments, riders, users } from "../../db/schema";

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

export const riderRowsOf = (db: Database, riderIds: readonly number[]) =>
  db
    .select({
      id: riders.id,
      userId: riders.userId,
      phone: riders.phone,
      bio: riders.bio,
      pastOrders: riders.pastOrders,
      imageUrl: riders.imageUrl,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .where(inArray(riders.id, [...riderIds]));

export const threadRowsOf = (db: Database, orderIds: readonly number[]) =>
  db
    .select({ uuid: chatThreads.uuid, orderId: chatThreads.orderId })
    .from(chatThreads)
    .where(inArray(chatThreads.orderId, [...orderIds]));

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
