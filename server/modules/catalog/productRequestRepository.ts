import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/client";
import { lockUntilCommit } from "../../db/advisoryLock";
import { productRequests } from "../../db/schema";

/** "Get it for me" SQL: the requests double as the ledger their hourly limits count. */

export type ProductRequestRow = typeof productRequests.$inferSelect;

/** Who a request is counted against: its user, or the network it came from. */
export type RequesterKey = { userId: number } | { ip: string };

const lockName = (key: RequesterKey) =>
  "userId" in key ? `product-request:user:${key.userId}` : `product-request:ip:${key.ip}`;

/**
 * Serialises the requests of one user or network across API processes until the transaction
 * ends, so "check the limit, then insert" cannot be raced past the limit. Callers take the user's
 * lock before the network's, always in that order, so two requests never wait on each other.
 */
export async function lockRequester(tx: Transaction, key: RequesterKey): Promise<void> {
  await lockUntilCommit(tx, lockName(key));
}

/** When the newest `limit` requests of the key within `windowMs` were made, newest first. */
export async function newestRequestTimes(
  db: Executor,
  key: RequesterKey,
  window: { limit: number; windowMs: number },
  now: Date,
): Promise<Date[]> {
  const since = new Date(now.getTime() - window.windowMs);
  const rows = await db
    .select({ createdAt: productRequests.createdAt })
    .from(productRequests)
    .where(
      and(
        "userId" in key ? eq(productRequests.userId, key.userId) : eq(productRequests.ip, key.ip),
        gt(productRequests.createdAt, since),
        // Rows "from the future" only exist when a test moved the clock back; they never count.
        lte(productRequests.createdAt, now),
      ),
    )
    .orderBy(desc(productRequests.createdAt))
    .limit(window.limit);
  return rows.map((row) => row.createdAt);
}

export async function insertProductRequest(
  db: Executor,
  values: {
    userId: number | null;
    productName: string;
    note: string | null;
    ip: string;
    createdAt: Date;
  },
): Promise<ProductRequestRow> {
  const [row] = await db.insert(productRequests).values(values).returning();
  if (!row) throw new Error("Inserting a product request returned no row");
  return row;
}

/** Gives the guest's requests to the customer. */
export async function moveProductRequests(db: Executor, guestId: number, customerId: number) {
  await db
    .update(productRequests)
    .set({ userId: customerId })
    .where(eq(productRequests.userId, guestId));
}

/** The wish for a product stays for the store; who asked, their words and address go. */
export async function forgetProductRequester(db: Executor, userId: number) {
  await db
    .update(productRequests)
    .set({ userId: null, note: null, ip: "" })
    .where(eq(productRequests.userId, userId));
}
