import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  addresses,
  carts,
  cartShares,
  chatFiles,
  chatThreads,
  notificationSettings,
  orders,
  paymentMethods,
  productRequests,
  restockRequests,
  savedItems,
  users,
} from "../../db/schema";

/** What lives outside the database and is removed once the erasure has committed. */
export interface AccountLeftovers {
  /** Storage keys of the support chat's files. */
  storageKeys: string[];
  /** The provider's ids of the saved cards. */
  cardIds: string[];
}

/**
 * What the kept orders say about their customer instead. The phone column is required; an empty
 * string is no number at all, so nothing can ever text or call it (a made-up placeholder could
 * belong to someone, and would pass a phone check).
 */
export const DELETED_CUSTOMER = {
  customerName: "Deleted customer",
  customerEmail: null,
  customerPhone: "",
};

/**
 * Erases a customer's data (run in the deletion's transaction, which also ends their sessions):
 * the user row keeps only its id, so the orders, kept for accounting, still point at it. Null
 * when the account was already gone. The user row is updated first: it is the lock address-book
 * writes wait on.
 */
export async function eraseAccount(
  db: Executor,
  userId: number,
  now: Date,
): Promise<AccountLeftovers | null> {
  const erased = await db
    .update(users)
    .set({ firstName: null, lastName: null, email: null, phone: null, deletedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (erased.length === 0) return null;

  const supportThread = and(eq(chatThreads.userId, userId), eq(chatThreads.kind, "SUPPORT"));
  const files = await db
    .select({ storageKey: chatFiles.storageKey })
    .from(chatFiles)
    .innerJoin(chatThreads, eq(chatThreads.uuid, chatFiles.threadUuid))
    .where(supportThread);
  // Messages and file rows go with the thread (on delete cascade).
  await db.delete(chatThreads).where(supportThread);

  await db.delete(addresses).where(eq(addresses.userId, userId));
  await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await db.delete(savedItems).where(eq(savedItems.userId, userId));
  await db.delete(carts).where(eq(carts.userId, userId));
  // Links the customer sent stop working with the account.
  await db.delete(cartShares).where(eq(cartShares.userId, userId));
  await db.delete(restockRequests).where(eq(restockRequests.userId, userId));
  // The wish for a product stays for the store; who asked, their words and address go.
  await db
    .update(productRequests)
    .set({ userId: null, note: null, ip: "" })
    .where(eq(productRequests.userId, userId));

  // Soft-deleted: past orders' payments name these cards.
  const cards = await db
    .update(paymentMethods)
    .set({ deletedAt: now, isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)))
    .returning({ id: paymentMethods.id });

  await db.update(orders).set(DELETED_CUSTOMER).where(eq(orders.userId, userId));

  return {
    storageKeys: files.map((file) => file.storageKey),
    cardIds: cards.map((card) => card.id),
  };
}
