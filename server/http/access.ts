import type { FastifyRequest } from "fastify";
import type { OperationInfo } from "./contract";
import { forbidden, unauthorized } from "./errors";
import { bearerToken, findSession, type Session, type SessionLookup } from "./session";

/**
 * Applies the contract's security to a request: public operations ignore the token, optional ones
 * use it when given (a bad one is still a 401), the rest need it, and customer-only tags turn
 * guests away with a 403 that keeps their token valid.
 */
export async function authenticate(
  lookup: SessionLookup,
  operation: OperationInfo,
  request: FastifyRequest,
  now: Date,
): Promise<Session | null> {
  if (operation.access === "public") return null;
  const token = bearerToken(request);
  if (!token) {
    if (operation.access === "optional") return null;
    throw unauthorized("Please sign in to continue.");
  }
  const session = await findSession(lookup, token, now);
  if (operation.customerOnly && session.user.isGuest) throw forbidden();
  return session;
}
