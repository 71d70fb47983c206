import type { AppContext } from "../../context";
import { tooManyRequests, unprocessable } from "../../http/errors";
import type { Session } from "../../http/session";
import type { Schemas } from "../../http/types";
import { countsPerNetwork } from "../../lib/network";
import { retryAfterMs, type WindowLimit } from "../../lib/windowLimit";
import { BLANK_PRODUCT_NAME_MESSAGE } from "../../../shared/errors";
import {
  insertProductRequest,
  lockRequester,
  newestRequestTimes,
  type ProductRequestRow,
  type RequesterKey,
} from "./productRequestRepository";

const HOUR = 60 * 60 * 1000;

/** At most `limit` requests per user (or per network) in every span of `windowMs`. */
export type ProductRequestLimit = WindowLimit;

/** A shopper lists what they miss in a few requests; more within the hour is a script. */
export const USER_HOURLY_REQUEST_LIMIT: ProductRequestLimit = {
  limit: 10,
  windowMs: HOUR,
  message: "You have asked for many products this hour. Please try again later.",
};

/**
 * Bounds one client however many guest sessions it starts. Higher than the user's limit, since
 * shoppers behind one office or campus address share it.
 */
export const NETWORK_HOURLY_REQUEST_LIMIT: ProductRequestLimit = {
  limit: 20,
  windowMs: HOUR,
  message: "Too many products were requested from this network. Please try again later.",
};

export function toProductRequest(row: ProductRequestRow): Schemas["ProductRequest"] {
  return {
    id: row.id,
    productName: row.productName,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a shopper's request for a product the catalogue lacks, linked to the session's user
 * when there is one. Both texts are trimmed and an empty note is no note. Each user and each
 * network (loopback excepted, as for sign-in) is limited per hour: the limits are checked and
 * the request inserted under the requester's locks, so concurrent requests cannot pass them.
 */
export async function requestMissingProduct(
  context: AppContext,
  session: Session | null,
  ip: string,
  input: Schemas["ProductRequestInput"],
): Promise<Schemas["ProductRequest"]> {
  const productName = input.productName.trim();
  if (!productName) {
    throw unprocessable(BLANK_PRODUCT_NAME_MESSAGE, ["body.productName must not be blank"]);
  }
  const note = input.note?.trim() || null;
  const userId = session?.user.id ?? null;
  const checks: [RequesterKey, ProductRequestLimit][] = [];
  if (userId !== null) checks.push([{ userId }, USER_HOURLY_REQUEST_LIMIT]);
  if (countsPerNetwork(ip)) checks.push([{ ip }, NETWORK_HOURLY_REQUEST_LIMIT]);

  const row = await context.db.transaction(async (tx) => {
    for (const [key] of checks) await lockRequester(tx, key);
    // Read once the locks are held: a request inserted by whoever held them first is then within
    // the window counted, not after its end.
    const now = context.now();
    for (const [key, rule] of checks) {
      const wait = retryAfterMs(rule, await newestRequestTimes(tx, key, rule, now), now);
      if (wait > 0) throw tooManyRequests(rule.message, wait / 1000);
    }
    return insertProductRequest(tx, { userId, productName, note, ip, createdAt: now });
  });
  return toProductRequest(row);
}
