import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { shoppingPreferences } from "../../db/schema";

/** The customers' "always show only" marks (docs/catalogue-marks.md). */

export async function findOnlyShow(db: Executor, userId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ onlyShow: shoppingPreferences.onlyShow })
    .from(shoppingPreferences)
    .where(eq(shoppingPreferences.userId, userId))
    .limit(1);
  return row?.onlyShow ?? null;
}

export async function upsertOnlyShow(
  db: Executor,
  userId: number,
  onlyShow: readonly string[],
  now: Date,
): Promise<string[]> {
  const values = { onlyShow: [...onlyShow], updatedAt: now };
  const [row] = await db
    .insert(shoppingPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: shoppingPreferences.userId, set: values })
    .returning({ onlyShow: shoppingPreferences.onlyShow });
  return row?.onlyShow ?? [...onlyShow];
}
