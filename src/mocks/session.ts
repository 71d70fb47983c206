import type { ErrorBody } from "@/api/types";

/** The three kinds of caller the contract distinguishes. */
export type SessionKind = "none" | "guest" | "customer";

/**
 * The mock API trusts any bearer token (a test or a hand-written localStorage entry may invent one).
 * A token containing "guest" is a guest session, like GUEST_TOKEN, which guest-login hands out
 * and Storybook's session toolbar writes.
 */
export function sessionOf(request: Request): SessionKind {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
  const token = match?.[1];
  if (!token) return "none";
  return token.toLowerCase().includes("guest") ? "guest" : "customer";
}

export function errorBody(message: string, errors?: string[]): ErrorBody {
  return errors ? { message, errors } : { message };
}

export const UNAUTHORIZED_MESSAGE = "Your session has expired. Please log in again.";
export const GUEST_FORBIDDEN_MESSAGE = "Please login to access this page";

export function accessError(status: 401 | 403): ErrorBody {
  return errorBody(status === 401 ? UNAUTHORIZED_MESSAGE : GUEST_FORBIDDEN_MESSAGE);
}

/** 401 when the caller has no session (cart, chat, logout, restock notifications). */
export function refuseWithoutSession(request: Request): 401 | null {
  return sessionOf(request) === "none" ? 401 : null;
}

/** 401 without a session, 403 for a guest: orders, checkout, users and promotion are customer-only. */
export function refuseUnlessCustomer(request: Request): 401 | 403 | null {
  const session = sessionOf(request);
  if (session === "none") return 401;
  return session === "guest" ? 403 : null;
}
