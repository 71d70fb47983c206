import { http as mswHttp } from "msw";
import type { ErrorBody } from "@/api/types";
import { API_BASE_PATTERN } from "./http";

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

type Access = "public" | "session" | "customer";

/**
 * The contract's security by "METHOD /path", the first match winning (a page cannot read the
 * contract; the mock's tests check this table against it). A support file is served without a
 * session, to the key in its URL (the mock does not check the key; the server does).
 */
const ACCESS: readonly (readonly [RegExp, Access])[] = [
  [/^GET \/cart\/shares\/[^/]+$/, "public"],
  [/^GET \/users\/customer\/support\/chat\/ui\/files\//, "public"],
  [/^\S+ \/(cart|orders\/chat|users\/customer\/support)(\/|$)/, "session"],
  // Restock requests are a customer's: someone has to be told (a guest is asked to sign in).
  [
    /^(POST \/catalog\/ui\/products\/[^/]+|DELETE \/catalog\/ui\/products\/[^/]+\/restock-notification)$/,
    "customer",
  ],
  [/^POST \/auth\/logout$/, "session"],
  [/^\S+ \/(orders|users|promotion)\//, "customer"],
];

/** Refuses, before any handler, a call without the session its operation needs: 401, or 403 for a guest. */
export const accessGuard = mswHttp.all(`${API_BASE_PATTERN}/*`, ({ request }) => {
  const route = `${request.method} ${new URL(request.url).pathname.replace(/^.*?\/api\/v1(?=\/)/, "")}`;
  const access = ACCESS.find(([pattern]) => pattern.test(route))?.[1] ?? "public";
  const session = sessionOf(request);
  const denied =
    (access !== "public" && session === "none" && 401) ||
    (access === "customer" && session === "guest" && 403);
  return denied ? Response.json(accessError(denied), { status: denied }) : undefined;
});
