import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { replacementPreferences } from "../../db/schema";
import type { Schemas } from "../../http/types";

/** "If unavailable" SQL: one row per user and product (cart/ifUnavailable.ts has the rules). */

export type IfUnavailableChoice = Schemas["IfUnavailableChoice"];

export interface PreferenceRow {
  productId: number;
  choice: IfUnavailableChoice;
  replacementProductId: number | null;
}

/** The user's choices for these products; a product without one is absent. */
export async function fetchPreferences(
  db: Executor,
  userId: number,
  productIds: readonly number[],
): Promise<Map<number, PreferenceRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: replacementPreferences.productId,
      choice: replacementPreferences.choice,
      replacementProductId: replacementPreferences.replacementProductId,
    })
    .from(replacementPreferences)
    .where(
      and(
        eq(replacementPreferences.userId, userId),
        inArray(replacementPreferences.productId, [...new Set(productIds)]),
      ),
    );
  return new Map(rows.map((row) => [row.productId, row as PreferenceRow]));
}

/** Keeps each choice for its product, replacing an earlier one. */
export async function upsertPreferences(
  db: Executor,
  userId: number,
  choices: readonly PreferenceRow[],
  now: Date,
): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insert(replacementPreferences)
    .values(choices.map((choice) => ({ ...choice, userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [replacementPreferences.userId, replacementPreferences.productId],
      set: {
        choice: sql`excluded.choice`,
        replacementProductId: sql`excluded.replacement_product_id`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/**
 * Hands a guest's choices to the customer who signed in on their device: the newer choice of the
 * two wins for a product both chose for (the guest's was made just now, on this device).
 */
export async function moveGuestPreferences(
  db: Executor,
  guestId: number,
  customerId: number,
): Promise<void> {
  await db.execute(
    sql`insert into replacement_preferences
          (user_id, product_id, choice, replacement_product_id, updated_at)
        select ${customerId}, product_id, choice, replacement_product_id, updated_at
        from replacement_preferences where user_id = ${guestId}
        on conflict (user_id, product_id) do update set
          choice = excluded.choice,
          replacement_product_id = excluded.replacement_product_id,
          updated_at = excluded.updated_at
        where replacement_preferences.updated_at < excluded.updated_at`,
  );
  await db.delete(replacementPreferences).where(eq(replacementPreferences.userId, guestId));
}
