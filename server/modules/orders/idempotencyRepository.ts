import { and, eq, isNull, lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { idempotencyKeys } from "../../db/schema";

/** The operations whose calls move money and so take an Idempotency-Key. */
export type IdempotentOperation = "placeOrder" | "addAdditionalTip";

/** One key of one user for one operation. */
export interface KeyName {
  userId: number;
  operation: IdempotentOperation;
  key: string;
}

export type KeyRow = typeof idempotencyKeys.$inferSelect;

const named = (name: KeyName) =>
  and(
    eq(idempotencyKeys.userId, name.userId),
    eq(idempotencyKeys.operation, name.operation),
    eq(idempotencyKeys.key, name.key),
  );

/** Drops the claim if it is still unfinished and older than `before`. */
export async function deleteUnfinishedBefore(db: Executor, name: KeyName, before: Date) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(named(name), isNull(idempotencyKeys.orderUuid), lt(idempotencyKeys.createdAt, before)),
    );
}

/** True when this call inserted the claim, false when the key was already claimed. */
export async function insertClaim(
  db: Executor,
  name: KeyName,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...name, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findClaim(db: Executor, name: KeyName): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(named(name));
  return row;
}

export async function markClaimDone(db: Executor, name: KeyName, orderUuid: string) {
  await db.update(idempotencyKeys).set({ orderUuid }).where(named(name));
}

/** Frees an unfinished claim (its call failed), so a retry with the key starts afresh. */
export async function deleteUnfinished(db: Executor, name: KeyName) {
  await db.delete(idempotencyKeys).where(and(named(name), isNull(idempotencyKeys.orderUuid)));
}
