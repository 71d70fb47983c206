import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { restockRequests } from "../../db/schema";

/**
 * "Notify me" SQL (docs/restock-alerts.md): one request per customer and product that is not in
 * stock, spent when the customer is told of its restock; and the restocks themselves.
 */

export async function fetchStockStatus(db: Database, productId: number): Promise<string | null> {
  const result = await db.execute<{ stockStatus: string }>(
    sql`select stock_status as "stockStatus" from products where id = ${productId}`,
  );
  return result.rows[0]?.stockStatus ?? null;
}

/** Asking twice keeps one request (the first one's time). */
export async function insertRestockRequest(db: Database, userId: number, productId: number) {
  await db.execute(
    sql`insert into restock_requests (user_id, product_id) values (${userId}, ${productId})
        on conflict do nothing`,
  );
}

/** The one-click unsubscribe: nothing to delete is no error. */
export async function deleteRestockRequest(db: Executor, userId: number, productId: number) {
  await db
    .delete(restockRequests)
    .where(and(eq(restockRequests.userId, userId), eq(restockRequests.productId, productId)));
}

/**
 * Gives the guest's requests to the customer; a product both asked for keeps the customer's.
 * Guests can no longer ask (issue 31), but requests they made before still reach the shopper
 * who signs in on that device.
 */
export async function moveRestockRequests(db: Executor, guestId: number, customerId: number) {
  const requests = await db
    .select({ productId: restockRequests.productId, createdAt: restockRequests.createdAt })
    .from(restockRequests)
    .where(eq(restockRequests.userId, guestId));
  if (requests.length === 0) return;
  await db
    .insert(restockRequests)
    .values(requests.map((request) => ({ ...request, userId: customerId })))
    .onConflictDoNothing();
  await db.delete(restockRequests).where(eq(restockRequests.userId, guestId));
}

export async function deleteRestockRequests(db: Executor, userId: number) {
  await db.delete(restockRequests).where(eq(restockRequests.userId, userId));
}

/** Puts the product in stock; false when it already was (or does not exist). */
export async function markInStock(db: Executor, productId: number): Promise<boolean> {
  const result = await db.execute<{ id: number }>(
    sql`update products set stock_status = 'IN_STOCK'
        where id = ${productId} and stock_status <> 'IN_STOCK' returning id`,
  );
  return result.rows.length > 0;
}

/** The products not in stock (the simulator's restocks draw among them), optionally among `ids`. */
export async function productsNotInStock(
  db: Executor,
  among: readonly number[] | null,
): Promise<number[]> {
  if (among !== null && among.length === 0) return [];
  const scope =
    among === null
      ? sql``
      : sql` and id in (${sql.join(
          among.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const result = await db.execute<{ id: number }>(
    sql`select id from products where stock_status <> 'IN_STOCK'${scope} order by id`,
  );
  return result.rows.map((row) => Number(row.id));
}

/** A request that was spent: its customer is to be told the product is back. */
export interface SpentRestockRequest {
  userId: number;
  productId: number;
  productName: string;
}

/**
 * Deletes up to `limit` requests for products now in stock and answers them with their
 * products' names, in the caller's transaction. The rows are locked with SKIP LOCKED first, so
 * two servers running this at once each take different requests: every request is spent, and its
 * customer told, once (the delete commits with the inbox rows the caller writes).
 */
export async function takeRestockedRequests(
  tx: Executor,
  limit: number,
): Promise<SpentRestockRequest[]> {
  const result = await tx.execute<{ userId: number; productId: number; productName: string }>(
    sql`with due as (
          select r.user_id, r.product_id from restock_requests r
          join products p on p.id = r.product_id
          where p.stock_status = 'IN_STOCK'
          order by r.created_at, r.user_id, r.product_id
          limit ${limit}
          for update of r skip locked
        ), spent as (
          delete from restock_requests r using due
          where r.user_id = due.user_id and r.product_id = due.product_id
          returning r.user_id, r.product_id
        )
        select spent.user_id as "userId", spent.product_id as "productId", p.name as "productName"
        from spent join products p on p.id = spent.product_id
        order by spent.product_id, spent.user_id`,
  );
  return result.rows.map((row) => ({
    userId: Number(row.userId),
    productId: Number(row.productId),
    productName: row.productName,
  }));
}

/** Which of these products the user is waiting for (a product's restockRequested). */
export async function restockRequestedAmong(
  db: Executor,
  userId: number,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: restockRequests.productId })
    .from(restockRequests)
    .where(
      and(eq(restockRequests.userId, userId), inArray(restockRequests.productId, [...productIds])),
    );
  return new Set(rows.map((row) => row.productId));
}
