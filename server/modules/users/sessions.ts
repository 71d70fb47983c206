import type { Database, Executor } from "../../db/client";
import { hashSecret, newToken, SESSION_LIFETIME_MS, type Session } from "../../http/session";
import { findLiveSession, insertSession, markSessionRevoked } from "./sessionRepository";

/**
 * A session is a user's: users keeps them beside the user row, so the lookup every authenticated
 * request makes reads both at once. http turns tokens into hashes and answers the 401s.
 */

/** Takes the database or a transaction (sign-in creates the session with the guest merge). */
export async function createSession(
  db: Pick<Database, "insert">,
  userId: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashSecret(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/** The live session of a token; null for an unknown, expired or revoked one, or a deleted user. */
export async function findLiveSessionOf(
  db: Executor,
  token: string,
  now: Date,
): Promise<Session | null> {
  return (await findLiveSession(db, hashSecret(token), now)) ?? null;
}

export const revokeSession = (db: Executor, sessionId: number, now: Date): Promise<void> =>
  markSessionRevoked(db, sessionId, now);
