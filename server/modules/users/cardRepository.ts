import { and, desc, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
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
    isDefault: row.isDefault,
  };
}

const live = (userId: number) =>
  and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt));

const ownLive = (userId: number, id: string) => and(eq(paymentMethods.id, id), live(userId));

/** The user's saved card with this id, unless it was removed. */
export async function findLiveCard(
  db: Executor,
  userId: number,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(ownLive(userId, id));
  return row;
}

export async function hasDefaultCard(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(live(userId), eq(paymentMethods.isDefault, true)))
    .limit(1);
  return rows.length > 0;
}

/** Saves a confirmed card; undefined when a row with its id exists already (a concurrent save). */
export async function insertCard(
  db: Executor,
  userId: number,
  provider: string,
  card: SavedCard,
  isDefault: boolean,
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
      isDefault,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The default first, then newest first (the id breaks ties between cards of the same instant). */
export function listLiveCards(db: Executor, userId: number): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(live(userId))
    .orderBy(
      desc(paymentMethods.isDefault),
      desc(paymentMethods.createdAt),
      desc(paymentMethods.id),
    );
}

/** The most recently saved live card, the heir of a removed default. */
export async function newestLiveCard(
  db: Executor,
  userId: number,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(live(userId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(1);
  return row;
}

/** Makes the card the user's only default (run it under withLiveUserLocked); false for no such card. */
export async function makeDefaultCard(db: Executor, userId: number, id: string): Promise<boolean> {
  if (!(await findLiveCard(db, userId, id))) return false;
  // Cleared first: the unique index allows one default per user at every moment.
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.isDefault, true),
        ne(paymentMethods.id, id),
      ),
    );
  await db.update(paymentMethods).set({ isDefault: true }).where(ownLive(userId, id));
  return true;
}

/**
 * Removes the card from the list; the row stays so past orders and their payments keep the
 * card they were paid with (without the default flag). Undefined when the user has no such
 * card, else the card as it was.
 */
export async function markCardDeleted(
  db: Executor,
  userId: number,
  id: string,
  now: Date,
): Promise<PaymentMethodRow | undefined> {
  const card = await findLiveCard(db, userId, id);
  if (!card) return undefined;
  await db
    .update(paymentMethods)
    .set({ deletedAt: now, isDefault: false })
    .where(ownLive(userId, id));
  return card;
}
