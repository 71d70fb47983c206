import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  addresses,
  notificationSettings,
  paymentMethods,
  shoppingPreferences,
  users,
} from "../../db/schema";

/**
 * Erases what the users module keeps of a customer (run in the deletion's transaction, which
 * also erases the other modules' part and ends their sessions): the user row keeps only its id,
 * so the orders, kept for accounting, still point at it. Answers the provider's ids of the saved
 * cards, or null when the account was already gone. The user row is updated first: it is the
 * lock address-book and card-list writes wait on.
 */
export async function eraseUserRows(
  db: Executor,
  userId: number,
  now: Date,
): Promise<string[] | null> {
  const erased = await db
    .update(users)
    .set({ firstName: null, lastName: null, email: null, phone: null, deletedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (erased.length === 0) return null;

  await db.delete(addresses).where(eq(addresses.userId, userId));
  await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await db.delete(shoppingPreferences).where(eq(shoppingPreferences.userId, userId));
  // Soft-deleted: past orders' payments name these cards.
  const cards = await db
    .update(paymentMethods)
    .set({ deletedAt: now, isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)))
    .returning({ id: paymentMethods.id });
  return cards.map((card) => card.id);
}
