import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { sessions, type users } from "../db/schema";

export type UserRow = typeof users.$inferSelect;

/** Takes the database or a transaction (sign-in creates the session with the guest merge). */
export async function insertSession(
  db: Pick<Database, "insert">,
  session: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
) {
  await db.insert(sessions).values(session);
}

/** The live session of a token hash: not revoked, not expired (its user is the users' to check). */
export async function findLiveSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function markSessionRevoked(db: Database, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Signs the user out everywhere (sign-in ends the guest's sessions, deletion the account's). */
export async function revokeUserSessions(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
