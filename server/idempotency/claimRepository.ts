import { and, eq, gte, isNotNull, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { idempotencyKeys, serverProcesses } from "../db/schema";
import type { Schemas } from "../http/types";

/** The operations whose calls move money and so take an Idempotency-Key. */
export type IdempotentOperation = "placeOrder" | "addAdditionalTip";

/** One key of one user for one operation. */
export interface KeyName {
  userId: number;
  operation: IdempotentOperation;
  key: string;
}

/** What a recovery needs to finish a call whose process stopped: its order and its request. */
export type ClaimResume =
  | { operation: "placeOrder"; orderUuid: string; body: Schemas["CheckoutRequest"] }
  | { operation: "addAdditionalTip"; orderUuid: string; cents: number };

export type KeyRow = typeof idempotencyKeys.$inferSelect;

/** An unfinished claim of a process that stopped. */
export interface OrphanedClaim extends KeyName {
  requestHash: string;
  refundedAttempts: number;
  processId: string;
  resume: ClaimResume | null;
}

const named = (name: KeyName) =>
  and(
    eq(idempotencyKeys.userId, name.userId),
    eq(idempotencyKeys.operation, name.operation),
    eq(idempotencyKeys.key, name.key),
  );

/** Drops the claim of an older version (no process) if still unfinished and older than `before`. */
export async function deleteUnfinishedBefore(db: Executor, name: KeyName, before: Date) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        named(name),
        isNull(idempotencyKeys.orderUuid),
        isNull(idempotencyKeys.processId),
        isNull(idempotencyKeys.releasedAt),
        lt(idempotencyKeys.createdAt, before),
      ),
    );
}

/** True when this call inserted the claim, false when the key was already claimed. */
export async function insertClaim(
  db: Executor,
  name: KeyName,
  claim: { requestHash: string; processId: string; resume: ClaimResume },
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...name, ...claim, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/**
 * Claims a key whose earlier call was released: answers the count of its refunded calls, or null
 * when another call claimed it first.
 */
export async function reclaimReleased(
  db: Executor,
  name: KeyName,
  claim: { requestHash: string; processId: string; resume: ClaimResume },
  now: Date,
): Promise<number | null> {
  const [claimed] = await db
    .update(idempotencyKeys)
    .set({ ...claim, releasedAt: null, createdAt: now })
    .where(and(named(name), isNotNull(idempotencyKeys.releasedAt)))
    .returning({ refundedAttempts: idempotencyKeys.refundedAttempts });
  return claimed?.refundedAttempts ?? null;
}

export async function findClaim(db: Executor, name: KeyName): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(named(name));
  return row;
}

/**
 * Locks the unfinished claim if this process still holds it (a recovery takes over claims only
 * of processes it believes stopped): false means another process now runs the call.
 */
export async function lockOwnClaim(db: Executor, name: KeyName, processId: string) {
  const rows = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(
      and(named(name), eq(idempotencyKeys.processId, processId), isNull(idempotencyKeys.orderUuid)),
    )
    .for("update");
  return rows.length > 0;
}

export async function markClaimDone(db: Executor, name: KeyName, orderUuid: string) {
  await db.update(idempotencyKeys).set({ orderUuid }).where(named(name));
}

/**
 * Frees an unfinished claim (its call failed), so a retry with the key starts afresh, and counts
 * the call among the key's refunded ones when its charge was refunded.
 */
export async function releaseUnfinished(
  db: Executor,
  name: KeyName,
  outcome: { refunded: boolean },
  now: Date,
) {
  await db
    .update(idempotencyKeys)
    .set({
      releasedAt: now,
      processId: null,
      resume: null,
      refundedAttempts: sql`${idempotencyKeys.refundedAttempts} + ${outcome.refunded ? 1 : 0}`,
    })
    .where(and(named(name), isNull(idempotencyKeys.orderUuid), isNull(idempotencyKeys.releasedAt)));
}

/**
 * Unfinished claims whose process renewed no lease in the last `leaseMs`: their process stopped.
 * Leases are read and written on the database's clock, so servers' clocks need not agree.
 */
export async function findOrphanedClaims(
  db: Executor,
  leaseMs: number,
  limit: number,
): Promise<OrphanedClaim[]> {
  const leaseStart = sql<Date>`now() - ${leaseMs} * interval '1 millisecond'`;
  const live = db
    .select({ id: serverProcesses.id })
    .from(serverProcesses)
    .where(
      and(
        eq(serverProcesses.id, idempotencyKeys.processId),
        gte(serverProcesses.lastSeenAt, leaseStart),
      ),
    );
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(isNull(idempotencyKeys.orderUuid), isNotNull(idempotencyKeys.processId), notExists(live)),
    )
    .limit(limit);
  return rows.map((row) => ({
    userId: row.userId,
    operation: row.operation as IdempotentOperation,
    key: row.key,
    requestHash: row.requestHash,
    refundedAttempts: row.refundedAttempts,
    processId: row.processId ?? "",
    resume: row.resume as ClaimResume | null,
  }));
}

/**
 * Moves the claim to this process if it is still the stopped process's and unfinished: one of
 * several recovering processes wins it, and a call that finished meanwhile is left alone.
 */
export async function takeOverClaim(db: Executor, claim: OrphanedClaim, processId: string) {
  const taken = await db
    .update(idempotencyKeys)
    .set({ processId })
    .where(
      and(
        named(claim),
        eq(idempotencyKeys.processId, claim.processId),
        isNull(idempotencyKeys.orderUuid),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}
