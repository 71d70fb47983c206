import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { sessions, users } from "../../db/schema";
import type { UserRow } from "../../http/session";

/** Takes the database or a transaction (sign-in creates the session with the guest merge). */
export async function insertSession(
  db: Pick<Database, "insert">,
  session: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
) {
  await db.insert(sessions).values(session);
}

/**
 * The live session of a token hash and its user, in one query (it runs on every authenticated
 * request): not revoked, not expired, and its user not deleted.
 */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: number; user: UserRow } | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function markSessionRevoked(db: Executor, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Signs the user out everywhere (sign-in ends the guest's sessions, deletion the account's). */
export async function revokeUserSessions(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
