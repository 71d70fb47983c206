import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { notificationSettings, users } from "../../db/schema";
import type { UserRow } from "../../http/session";

/** Profile and notification-settings SQL (addresses and the account erasure have their own). */

export type SettingsRow = typeof notificationSettings.$inferSelect;
export type SettingsColumns = Omit<SettingsRow, "userId" | "updatedAt">;

/** The live user's updated row; none when the account is gone. */
export async function updateLiveUser(
  db: Executor,
  userId: number,
  values: { firstName: string; email: string },
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return row ?? null;
}

export async function findSettingsRow(
  db: Executor,
  userId: number,
): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return row;
}

export async function upsertSettingsRow(
  db: Executor,
  userId: number,
  columns: SettingsColumns & { updatedAt: Date },
): Promise<SettingsRow | undefined> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: columns })
    .returning();
  return row;
}
