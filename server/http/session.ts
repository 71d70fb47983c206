import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { users } from "../db/schema";
import { unauthorized } from "./errors";

export type UserRow = typeof users.$inferSelect;

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

/**
 * Finds the live session of a token: null for an unknown, expired or revoked one, or a deleted
 * user. The users module owns sessions; the composition root (app.ts) hands its lookup down, so
 * http, below the modules, imports none of them.
 */
export type SessionLookup = (token: string, now: Date) => Promise<Session | null>;

/** The lookups made while a page is drawn, by token (see lookingUpOnce). */
const lookupsOfPage = new AsyncLocalStorage<Map<string, Promise<Session | null>>>();

/**
 * Runs `draw` (a page drawn for a visitor, whose reads the API answers in process) looking each
 * session up once: the page's own lookup and every read's would otherwise each query it.
 */
export function lookingUpOnce<T>(draw: () => Promise<T>): Promise<T> {
  return lookupsOfPage.run(new Map(), draw);
}

/** `lookup`, answered from the page's earlier lookup of the same token inside lookingUpOnce. */
export function onceForEachPage(lookup: SessionLookup): SessionLookup {
  return (token, now) => {
    const earlier = lookupsOfPage.getStore();
    if (!earlier) return lookup(token, now);
    const known = earlier.get(token);
    if (known) return known;
    const found = lookup(token, now);
    earlier.set(token, found);
    // A failed lookup is not kept: the next read asks again.
    found.catch(() => earlier.delete(token));
    return found;
  };
}

/** The live session of a token, or a 401 for an unknown, expired or revoked one. */
export async function findSession(
  lookup: SessionLookup,
  token: string,
  now: Date,
): Promise<Session> {
  const session = await lookup(token, now);
  if (!session) throw unauthorized("Your session has expired. Please sign in again.");
  return session;
}

/**
 * The caller's session on an operation whose contract requires one. The router has already
 * answered 401 without it; this narrows the type for the handler.
 */
export function requireSession(session: Session | null): Session {
  if (!session) throw unauthorized();
  return session;
}

export const requireUserId = (session: Session | null): number => requireSession(session).user.id;
