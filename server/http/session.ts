import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { findLiveUser } from "../modules/users";
import { unauthorized } from "./errors";
import {
  findLiveSession,
  insertSession,
  markSessionRevoked,
  type UserRow,
} from "./sessionRepository";

export type { UserRow } from "./sessionRepository";

/** The caller behind a valid bearer token. */
export interface Session {
  user: UserRow;
  sessionId: number;
}

/** Sessions last 90 days; logout or account deletion ends them earlier. */
export const SESSION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak reveals none. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized("The Authorization header must be 'Bearer <token>'.");
  return match[1];
}

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
  db: Database,
  token: string,
  now: Date,
): Promise<Session | null> {
  const session = await findLiveSession(db, hashSecret(token), now);
  const user = session && (await findLiveUser(db, session.userId));
  return session && user ? { sessionId: session.sessionId, user } : null;
}

/** The live session of a token, or a 401 for an unknown, expired or revoked one. */
export async function findSession(db: Database, token: string, now: Date): Promise<Session> {
  const row = await findLiveSessionOf(db, token, now);
  if (!row) throw unauthorized("Your session has expired. Please sign in again.");
  return row;
}

export const revokeSession = (db: Database, sessionId: number, now: Date): Promise<void> =>
  markSessionRevoked(db, sessionId, now);

/**
 * The caller's session on an operation whose contract requires one. The router has already
 * answered 401 without it; this narrows the type for the handler.
 */
export function requireSession(session: Session | null): Session {
  if (!session) throw unauthorized();
  return session;
}

export const requireUserId = (session: Session | null): number => requireSession(session).user.id;
