import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { notificationSettings, users } from "../../db/schema";
import type { UserRow } from "../../http/session";

/**
 * The user row (created at sign-in, locked by address-book and card-list writes) and the profile
 * and notification-settings SQL (addresses, cards and the account erasure have their own).
 */

/**
 * Serialises the address-book and card-list writes of one user (and the account deletion, which
 * updates the same user row) until the transaction ends, so "count, then insert" and "clear the
 * default, then set it" cannot interleave (a unique default index would refuse the loser). False
 * when the user is gone.
 */
export async function lockLiveUser(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for("no key update");
  return rows.length > 0;
}

/** The names of these users (riders, for their cards and chats), in no particular order. */
export function fetchUserNames(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; firstName: string | null; lastName: string | null }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The support agent who signs the simulated answers: the first support user of the seed. */
export async function supportAgentId(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "support"), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

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

/** The customer of a phone, created on first sign-in; the unique index settles races. */
export async function findOrCreateCustomer(
  db: Executor,
  phone: string,
  now: Date,
): Promise<UserRow> {
  await db.insert(users).values({ isGuest: false, phone, createdAt: now }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.isGuest, false), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new Error(`The customer of ${phone} vanished while signing in`);
  return row;
}

export async function findGuest(db: Executor, deviceId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.deviceId, deviceId), eq(users.isGuest, true), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The guest of a device, created on its first visit; the unique index settles races. */
export async function findOrCreateGuest(
  db: Executor,
  deviceId: string,
  now: Date,
): Promise<UserRow> {
  await db.insert(users).values({ isGuest: true, deviceId, createdAt: now }).onConflictDoNothing();
  const row = await findGuest(db, deviceId);
  if (!row) throw new Error(`The guest of device ${deviceId} vanished while signing in`);
  return row;
}
