import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { lockUntilCommit } from "../../db/advisoryLock";
import type { Executor, Transaction } from "../../db/client";
import { authEvents, otpCodes } from "../../db/schema";
import type { AuthEventKind, WindowLimit } from "./limits";
import { OTP_MAX_FAILED_ATTEMPTS } from "./limits";

export type { Executor, Transaction } from "../../db/client";
export type OtpCodeRow = typeof otpCodes.$inferSelect;

/** Who an auth event is counted against. */
export type EventKey = { phone: string } | { ip: string } | { deviceId: string };

function keyMatches(key: EventKey) {
  if ("phone" in key) return eq(authEvents.phone, key.phone);
  if ("ip" in key) return eq(authEvents.ip, key.ip);
  return eq(authEvents.deviceId, key.deviceId);
}

/**
 * Serialises sends and verifications of one phone across API processes until the transaction
 * ends, so "check the limits, then record" cannot be raced into extra codes or guesses.
 */
export async function lockPhone(tx: Transaction, phone: string): Promise<void> {
  await lockUntilCommit(tx, `otp:${phone}`);
}

/**
 * The same for one network's sends or guest logins: its cap spans many phones or devices, which
 * the phone's lock does not serialise. Taken after the phone's, always, so no two wait on each other.
 */
export async function lockNetwork(
  tx: Transaction,
  kind: "otp_sent" | "guest_login",
  ip: string,
): Promise<void> {
  await lockUntilCommit(tx, `${kind}:${ip}`);
}

/** The same for one device's guest logins, taken before its network's. */
export async function lockDevice(tx: Transaction, deviceId: string): Promise<void> {
  await lockUntilCommit(tx, `guest_login:device:${deviceId}`);
}

/** The newest `rule.limit` events of the rule's window, newest first (see retryAfterMs). */
export async function newestEvents(
  db: Executor,
  rule: WindowLimit,
  key: EventKey,
  now: Date,
): Promise<Date[]> {
  const since = new Date(now.getTime() - rule.windowMs);
  const rows = await db
    .select({ createdAt: authEvents.createdAt })
    .from(authEvents)
    .where(
      and(
        eq(authEvents.kind, rule.kind),
        keyMatches(key),
        // No upper bound: a row a little "in the future" is another process's, whose clock read a
        // moment later than this one's (or runs ahead); it counts like any other.
        gt(authEvents.createdAt, since),
      ),
    )
    .orderBy(desc(authEvents.createdAt))
    .limit(rule.limit);
  return rows.map((row) => row.createdAt);
}

export async function recordEvent(
  db: Executor,
  kind: AuthEventKind,
  who: { phone?: string; ip?: string; deviceId?: string },
  now: Date,
): Promise<void> {
  await db.insert(authEvents).values({
    kind,
    phone: who.phone ?? null,
    ip: who.ip ?? null,
    deviceId: who.deviceId ?? null,
    createdAt: now,
  });
}

/** A new code voids every earlier one, so only the newest code of a phone can ever verify. */
export async function replaceCode(
  db: Executor,
  values: { phone: string; codeHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .update(otpCodes)
    .set({ closedAt: now })
    .where(and(eq(otpCodes.phone, values.phone), isNull(otpCodes.closedAt)));
  await db.insert(otpCodes).values({ ...values, createdAt: now });
}

/** The serial id orders codes even when a test moved the clock between them. */
export async function newestCode(db: Executor, phone: string): Promise<OtpCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.phone, phone))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return row;
}

/** Single use: true for the one caller that closed the still-open code. */
export async function closeCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ closedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.closedAt)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

/** Counts a wrong guess on an open code and closes the code at the last allowed failure. */
export async function countFailedAttempt(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({
      failedAttempts: sql`${otpCodes.failedAttempts} + 1`,
      closedAt: sql`case when ${otpCodes.failedAttempts} + 1 >= ${OTP_MAX_FAILED_ATTEMPTS} then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.closedAt)));
}
