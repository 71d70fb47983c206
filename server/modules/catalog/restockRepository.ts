import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { restockRequests } from "../../db/schema";

/** "Notify me" SQL: one request per user and product that is not in stock. */

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

/** Gives the guest's requests to the customer; a product both asked for keeps the customer's. */
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
