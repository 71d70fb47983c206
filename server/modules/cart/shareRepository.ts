import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/client";
import { lockUntilCommit } from "../../db/advisoryLock";
import { cartShareItems, cartShares } from "../../db/schema";

/** Shared-cart SQL: the shares double as the ledger their hourly creation limit counts. */

export type CartShareRow = typeof cartShares.$inferSelect;

export interface ShareItemRow {
  productId: number;
  qty: number;
}

/**
 * Serialises one user's share creations across API processes until the transaction ends, so
 * "check the limit, then insert" cannot be raced past the limit.
 */
export async function lockSharer(tx: Transaction, userId: number): Promise<void> {
  await lockUntilCommit(tx, `cart-share:user:${userId}`);
}

/** When the user's newest `limit` shares within `windowMs` were made, newest first. */
export async function newestShareTimes(
  db: Executor,
  userId: number,
  window: { limit: number; windowMs: number },
  now: Date,
): Promise<Date[]> {
  const since = new Date(now.getTime() - window.windowMs);
  const rows = await db
    .select({ createdAt: cartShares.createdAt })
    .from(cartShares)
    .where(
      and(
        eq(cartShares.userId, userId),
        gt(cartShares.createdAt, since),
        // Rows "from the future" only exist when a test moved the clock back; they never count.
        lte(cartShares.createdAt, now),
      ),
    )
    .orderBy(desc(cartShares.createdAt))
    .limit(window.limit);
  return rows.map((row) => row.createdAt);
}

export async function deleteUserShares(db: Executor, userId: number): Promise<void> {
  await db.delete(cartShares).where(eq(cartShares.userId, userId));
}

/** Expired shares answer 404 anyway; removing them keeps the table to the live ones. */
export async function deleteExpiredShares(db: Executor, now: Date): Promise<void> {
  await db.delete(cartShares).where(lte(cartShares.expiresAt, now));
}

export async function insertShare(
  tx: Transaction,
  share: { id: string; userId: number; createdAt: Date; expiresAt: Date },
  items: readonly ShareItemRow[],
): Promise<CartShareRow> {
  const [row] = await tx.insert(cartShares).values(share).returning();
  if (!row) throw new Error("Inserting a cart share returned no row");
  await tx
    .insert(cartShareItems)
    .values(items.map((item, position) => ({ shareId: share.id, ...item, position })));
  return row;
}

/** The share of `id` unless it has expired. */
export async function findLiveShare(
  db: Executor,
  id: string,
  now: Date,
): Promise<CartShareRow | null> {
  const [row] = await db
    .select()
    .from(cartShares)
    .where(and(eq(cartShares.id, id), gt(cartShares.expiresAt, now)));
  return row ?? null;
}

/** The share's products and quantities in the order they were shared. */
export function fetchShareItems(db: Executor, shareId: string): Promise<ShareItemRow[]> {
  return db
    .select({ productId: cartShareItems.productId, qty: cartShareItems.qty })
    .from(cartShareItems)
    .where(eq(cartShareItems.shareId, shareId))
    .orderBy(asc(cartShareItems.position));
}
