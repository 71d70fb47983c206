import { and, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { savedItems } from "../../db/schema";

/** Saved-for-later SQL: one row per user and product, with the quantity the line had. */

/** The user's saved items, newest first (lines.ts adds their products' prices). */
export function fetchSavedItemRows(
  db: Executor,
  userId: number,
): Promise<{ id: number; productId: number; qty: number }[]> {
  return db
    .select({ id: savedItems.id, productId: savedItems.productId, qty: savedItems.qty })
    .from(savedItems)
    .where(eq(savedItems.userId, userId))
    .orderBy(desc(savedItems.createdAt), desc(savedItems.id));
}

/** Removes the product from the saved list; answers the saved quantity, or null if not saved. */
export async function takeSavedProduct(
  db: Executor,
  userId: number,
  productId: number,
): Promise<number | null> {
  const [saved] = await db
    .delete(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.productId, productId)))
    .returning({ qty: savedItems.qty });
  return saved?.qty ?? null;
}

/** Saves the product with its quantity; saving it again refreshes both and puts it on top. */
export async function saveProduct(
  db: Executor,
  item: { userId: number; productId: number; qty: number; now: Date },
) {
  await db
    .insert(savedItems)
    .values({ userId: item.userId, productId: item.productId, qty: item.qty, createdAt: item.now })
    .onConflictDoUpdate({
      target: [savedItems.userId, savedItems.productId],
      set: { qty: item.qty, createdAt: item.now },
    });
}

/** Deletes the user's saved items among `ids`; other users' ids match nothing. */
export async function deleteSavedItems(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .delete(savedItems)
    .where(and(eq(savedItems.userId, userId), inArray(savedItems.id, [...ids])));
}

/** Gives the guest's saved items to the customer; a product both saved keeps the customer's. */
export async function moveSavedItems(db: Executor, guestId: number, customerId: number) {
  const saved = await db
    .select({
      productId: savedItems.productId,
      qty: savedItems.qty,
      createdAt: savedItems.createdAt,
    })
    .from(savedItems)
    .where(eq(savedItems.userId, guestId));
  if (saved.length === 0) return;
  await db
    .insert(savedItems)
    .values(saved.map((item) => ({ ...item, userId: customerId })))
    .onConflictDoNothing();
  await db.delete(savedItems).where(eq(savedItems.userId, guestId));
}

export async function deleteAllSavedItems(db: Executor, userId: number) {
  await db.delete(savedItems).where(eq(savedItems.userId, userId));
}
