import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { addresses } from "../../db/schema";

export type AddressRow = typeof addresses.$inferSelect;
/** What the customer writes; the id, owner, default flag and creation time are the server's. */
export type AddressValues = Omit<AddressRow, "id" | "userId" | "isDefault" | "createdAt">;

const own = (userId: number, addressId: number) =>
  and(eq(addresses.id, addressId), eq(addresses.userId, userId));

/** The user's address of that id, or null for another user's or an unknown one (checkout uses it too). */
export async function findOwnAddress(
  db: Executor,
  userId: number,
  addressId: number,
): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(own(userId, addressId)).limit(1);
  return row ?? null;
}

/** The default first, then the newest (the id breaks ties between rows of the same instant). */
export const listOwnAddresses = (db: Executor, userId: number) =>
  db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));

export async function addressBookSummary(db: Executor, userId: number) {
  const [row] = await db
    .select({
      saved: sql<number>`count(*)::int`,
      hasDefault: sql<boolean>`coalesce(bool_or(${addresses.isDefault}), false)`,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return { saved: row?.saved ?? 0, hasDefault: row?.hasDefault ?? false };
}

export async function insertAddress(
  db: Executor,
  values: AddressValues & { userId: number; isDefault: boolean; createdAt: Date },
): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  if (!row) throw new Error(`The new address of user ${values.userId} was not written`);
  return row;
}

export async function updateOwnAddress(
  db: Executor,
  userId: number,
  addressId: number,
  values: AddressValues,
): Promise<AddressRow | null> {
  const [row] = await db.update(addresses).set(values).where(own(userId, addressId)).returning();
  return row ?? null;
}

export async function deleteOwnAddress(
  db: Executor,
  userId: number,
  addressId: number,
): Promise<AddressRow | null> {
  const [row] = await db.delete(addresses).where(own(userId, addressId)).returning();
  return row ?? null;
}

export async function newestAddress(db: Executor, userId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row ?? null;
}

/**
 * Makes one address the default. The unique index allows one default per user and PostgreSQL
 * checks it row by row, so the old default is cleared by its own statement first.
 */
export async function makeDefault(
  db: Executor,
  userId: number,
  addressId: number,
): Promise<AddressRow | null> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  const [row] = await db
    .update(addresses)
    .set({ isDefault: true })
    .where(own(userId, addressId))
    .returning();
  return row ?? null;
}
