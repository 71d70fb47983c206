import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentMethods } from "../../db/schema";
import type { Schemas } from "../../http/types";
import type { SavedCard } from "../../providers/payments";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function toPaymentMethod(row: PaymentMethodRow): Schemas["PaymentMethod"] {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
  };
}

/** The user's saved card with this id, unless it was removed. */
export async function findLiveCard(
  db: Database,
  userId: number,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, id),
        eq(paymentMethods.userId, userId),
        isNull(paymentMethods.deletedAt),
      ),
    );
  return row;
}

/** Saves a confirmed card; undefined when a row with its id exists already (a concurrent save). */
export async function insertCard(
  db: Database,
  userId: number,
  provider: string,
  card: SavedCard,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      id: card.paymentMethodId,
      userId,
      provider,
      providerCustomerId: card.providerCustomerId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Newest first. */
export function listLiveCards(db: Database, userId: number): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/**
 * Removes the card from the list; the row stays so past orders and their payments keep the
 * card they were paid with. False when the user has no such card.
 */
export async function markCardDeleted(
  db: Database,
  userId: number,
  id: string,
  now: Date,
): Promise<boolean> {
  const removed = await db
    .update(paymentMethods)
    .set({ deletedAt: now })
    .where(
      and(
        eq(paymentMethods.id, id),
        eq(paymentMethods.userId, userId),
        isNull(paymentMethods.deletedAt),
      ),
    )
    .returning({ id: paymentMethods.id });
  return removed.length > 0;
}
