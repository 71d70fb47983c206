import { randomBytes } from "node:crypto";
import type { AppContext } from "../../context";
import { notFound, tooManyRequests, unprocessable } from "../../http/errors";
import type { Schemas } from "../../http/types";
import { retryAfterMs, type WindowLimit } from "../../lib/windowLimit";
import { cartShareItem, formatShareSubtotal } from "../../../shared/pricing";
import { findProductFacts, readProductCards } from "../catalog";
import { fetchLines, fetchSavedRows } from "./lines";
import { addToLine, findOrCreateCart, touchCart } from "./repository";
import { takeSavedProduct } from "./savedRepository";
import { cartAnswer } from "./service";
import {
  deleteExpiredShares,
  fetchShareItems,
  findLiveShare,
  insertShare,
  lockSharer,
  newestShareTimes,
  type CartShareRow,
  type ShareItemRow,
} from "./shareRepository";
import {
  CART_SHARE_NOT_FOUND_MESSAGE,
  NOTHING_TO_SHARE_MESSAGE,
} from "../../../shared/errors/messages";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How long a shared link works. */
export const SHARE_LIFETIME_MS = 30 * DAY;

/** Someone sharing with friends makes a few links; dozens within the hour is a script. */
export const HOURLY_SHARE_LIMIT: WindowLimit = {
  limit: 30,
  windowMs: HOUR,
  message: "You have shared your cart many times this hour. Please try again later.",
};

/** The contract bounds a shared quantity like a cart line's. */
const MAX_SHARED_QTY = 99;

const SHARE_NOT_FOUND = CART_SHARE_NOT_FOUND_MESSAGE;

/** 128 random bits, base64url: the link is the only key to the share, so it must not be guessed. */
export function newShareId(): string {
  return randomBytes(16).toString("base64url");
}

/** The cart's lines, then the saved items; a product appears once, with the cart's quantity. */
function snapshotItems(
  lines: readonly ShareItemRow[],
  saved: readonly ShareItemRow[],
): ShareItemRow[] {
  const seen = new Set<number>();
  return [...lines, ...saved].flatMap(({ productId, qty }) => {
    if (seen.has(productId) || qty < 1) return [];
    seen.add(productId);
    return [{ productId, qty: Math.min(qty, MAX_SHARED_QTY) }];
  });
}

/**
 * The share as answered: its items at today's prices and stock, gone products left out. Read
 * past the catalogue cache, as the cart is, so 'Add all to cart' leads to the prices shown.
 */
async function toCartShare(
  context: AppContext,
  share: CartShareRow,
  items: readonly ShareItemRow[],
): Promise<Schemas["CartShare"]> {
  const products = await readProductCards(
    context.db,
    items.map((item) => item.productId),
  );
  const answered = items.flatMap(({ productId, qty }) => {
    const product = products.get(productId);
    return product ? [cartShareItem(productId, product, qty)] : [];
  });
  return {
    id: share.id,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    items: answered,
    formattedSubTotal: formatShareSubtotal(answered),
  };
}

/**
 * Snapshots the user's cart and saved list. The hourly limit is checked and the share inserted
 * under the user's lock, so concurrent creations cannot pass it; expired shares are cleared on
 * the way, which keeps the table small without a background job.
 */
export async function createCartShare(
  context: AppContext,
  userId: number,
): Promise<Schemas["CartShare"]> {
  const { share, items } = await context.db.transaction(async (tx) => {
    await lockSharer(tx, userId);
    // Read once the lock is held: a share made by whoever held it first is then within the
    // window counted, not after its end.
    const now = context.now();
    const newest = await newestShareTimes(tx, userId, HOURLY_SHARE_LIMIT, now);
    const wait = retryAfterMs(HOURLY_SHARE_LIMIT, newest, now);
    if (wait > 0) throw tooManyRequests(HOURLY_SHARE_LIMIT.message, wait / 1000);
    const cart = await findOrCreateCart(tx, userId, now);
    const snapshot = snapshotItems(
      await fetchLines(tx, cart.uuid),
      await fetchSavedRows(tx, userId),
    );
    if (snapshot.length === 0) {
      throw unprocessable(NOTHING_TO_SHARE_MESSAGE);
    }
    await deleteExpiredShares(tx, now);
    const row = await insertShare(
      tx,
      {
        id: newShareId(),
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SHARE_LIFETIME_MS),
      },
      snapshot,
    );
    return { share: row, items: snapshot };
  });
  return toCartShare(context, share, items);
}

/** Anyone with the id reads the share until it expires. */
export async function readCartShare(
  context: AppContext,
  id: string,
): Promise<Schemas["CartShare"]> {
  const share = await findLiveShare(context.db, id, context.now());
  if (!share) throw notFound(SHARE_NOT_FOUND);
  return toCartShare(context, share, await fetchShareItems(context.db, share.id));
}

/**
 * 'Add all to cart': in one transaction, each in-stock item adds its shared quantity to the
 * caller's line, never beyond the product's maximum, and leaves the caller's saved list (as
 * setting a quantity does). Out-of-stock items are counted as skipped; nothing fails for them.
 */
export async function addCartShareToCart(
  context: AppContext,
  userId: number,
  id: string,
): Promise<Schemas["CartShareAddResult"]> {
  const now = context.now();
  const counts = await context.db.transaction(async (tx) => {
    const share = await findLiveShare(tx, id, now);
    if (!share) throw notFound(SHARE_NOT_FOUND);
    const cart = await touchCart(tx, userId, now);
    let addedCount = 0;
    let skippedCount = 0;
    for (const item of await fetchShareItems(tx, share.id)) {
      const product = await findProductFacts(tx, item.productId);
      if (!product || product.stockStatus !== "IN_STOCK") {
        skippedCount += 1;
        continue;
      }
      const maxQty = product.maxOrderQty;
      await addToLine(tx, {
        cartUuid: cart.uuid,
        productId: item.productId,
        qty: Math.min(item.qty, maxQty),
        maxQty,
      });
      await takeSavedProduct(tx, userId, item.productId);
      addedCount += 1;
    }
    return { addedCount, skippedCount };
  });
  return { cart: await cartAnswer(context, userId), ...counts };
}
