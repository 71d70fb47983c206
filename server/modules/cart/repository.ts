import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { cartItems, carts } from "../../db/schema";

/**
 * Cart and cart-line SQL. Every function takes the executor it runs on (the database or a
 * transaction), because the checkout prices the cart inside its own transaction, and the
 * embedded database (PGlite) runs one at a time: a query on the plain database while a
 * transaction is open would wait for it forever.
 */

export interface CartRow {
  uuid: string;
  couponId: number | null;
  tipCents: number;
}

const cartColumns = { uuid: carts.uuid, couponId: carts.couponId, tipCents: carts.tipCents };

async function selectCart(db: Executor, userId: number, lock: boolean): Promise<CartRow | null> {
  const query = db.select(cartColumns).from(carts).where(eq(carts.userId, userId));
  const [cart] = lock ? await query.for("update") : await query;
  return cart ?? null;
}

/** The user's cart, null when they never had one (a read that must not create it). */
export const findCart = (db: Executor, userId: number) => selectCart(db, userId, false);

export async function deleteCart(db: Executor, cartUuid: string): Promise<void> {
  await db.delete(carts).where(eq(carts.uuid, cartUuid));
}

/** The session starts again with a new, empty cart (created on its next read). */
export async function deleteUserCart(db: Executor, userId: number): Promise<void> {
  await db.delete(carts).where(eq(carts.userId, userId));
}

const versionColumns = { uuid: carts.uuid, updatedAt: carts.updatedAt };

/** The cart as checkout last saw it: its id and when it last changed. */
export async function cartVersion(db: Executor, userId: number) {
  const [cart] = await db.select(versionColumns).from(carts).where(eq(carts.userId, userId));
  return cart;
}

/**
 * Claims the user's cart for the checkout placing `orderUuid`, before anything is charged: one
 * checkout at a time per cart, whatever their Idempotency-Keys, on every process. The claim ends
 * with the cart (the order is written) or is released (the checkout failed); one that neither
 * happened to (its process stopped and no recovery found its call) lapses once claimed before
 * `lapsedBefore`. False when another checkout holds the cart, or there is no cart.
 */
export async function claimCartForCheckout(
  db: Executor,
  claim: { userId: number; orderUuid: string; now: Date; lapsedBefore: Date },
): Promise<boolean> {
  const claimed = await db
    .update(carts)
    .set({ checkoutOrderUuid: claim.orderUuid, checkoutClaimedAt: claim.now })
    .where(
      and(
        eq(carts.userId, claim.userId),
        or(
          isNull(carts.checkoutOrderUuid),
          eq(carts.checkoutOrderUuid, claim.orderUuid),
          lt(carts.checkoutClaimedAt, claim.lapsedBefore),
        ),
      ),
    )
    .returning({ uuid: carts.uuid });
  return claimed.length > 0;
}

/** Frees the cart claimed by the checkout of `orderUuid`, which did not place its order. */
export async function releaseCartForCheckout(db: Executor, orderUuid: string): Promise<void> {
  await db
    .update(carts)
    .set({ checkoutOrderUuid: null, checkoutClaimedAt: null })
    .where(eq(carts.checkoutOrderUuid, orderUuid));
}

/** The same, holding the cart's row until the transaction ends, so it cannot change meanwhile. */
export async function lockCartVersion(tx: Executor, userId: number) {
  const [cart] = await tx
    .select(versionColumns)
    .from(carts)
    .where(eq(carts.userId, userId))
    .for("update");
  return cart;
}

/** Every user has one cart; two first reads at once must still make only one. */
export async function insertCartIfMissing(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .insert(carts)
    .values({ uuid: randomUUID(), userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/** The user's cart, created on first use; `lock` holds its row until the transaction ends. */
export async function findOrCreateCart(
  db: Executor,
  userId: number,
  now: Date,
  lock = false,
): Promise<CartRow> {
  const found = await selectCart(db, userId, lock);
  if (found) return found;
  await insertCartIfMissing(db, userId, now);
  const created = await selectCart(db, userId, lock);
  if (!created) throw new Error(`The cart of user ${userId} could not be created`);
  return created;
}

/**
 * Marks the cart changed (the checkout compares updatedAt to notice edits made while it ran)
 * and takes its row lock, so changes and checkouts of one cart happen one after another.
 */
export async function touchCart(db: Executor, userId: number, now: Date): Promise<CartRow> {
  const touch = () =>
    db.update(carts).set({ updatedAt: now }).where(eq(carts.userId, userId)).returning(cartColumns);
  const [cart] = await touch();
  if (cart) return cart;
  await insertCartIfMissing(db, userId, now);
  const [created] = await touch();
  if (!created) throw new Error(`The cart of user ${userId} could not be created`);
  return created;
}

export async function setCartCoupon(db: Executor, cartUuid: string, couponId: number | null) {
  await db.update(carts).set({ couponId }).where(eq(carts.uuid, cartUuid));
}

export async function setCartTip(db: Executor, cartUuid: string, tipCents: number) {
  await db.update(carts).set({ tipCents }).where(eq(carts.uuid, cartUuid));
}

/** The cart's lines in the order they were added (lines.ts adds their products' facts). */
export function fetchLineRows(
  db: Executor,
  cartUuid: string,
): Promise<{ id: number; productId: number; qty: number }[]> {
  return db
    .select({ id: cartItems.id, productId: cartItems.productId, qty: cartItems.qty })
    .from(cartItems)
    .where(eq(cartItems.cartUuid, cartUuid))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** The user's cart lines for these products, which answers lay over their cards: one query. */
export function fetchCartLinesOf(
  db: Executor,
  userId: number,
  productIds: readonly number[],
): Promise<{ productId: number; cartItemId: number; qty: number }[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ productId: cartItems.productId, cartItemId: cartItems.id, qty: cartItems.qty })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartUuid, carts.uuid))
    .where(and(eq(carts.userId, userId), inArray(cartItems.productId, [...productIds])));
}

/** Sets a line's quantity, creating the line; concurrent calls meet on the unique index. */
export async function upsertLine(db: Executor, cartUuid: string, productId: number, qty: number) {
  await db
    .insert(cartItems)
    .values({ cartUuid, productId, qty })
    .onConflictDoUpdate({ target: [cartItems.cartUuid, cartItems.productId], set: { qty } });
}

/** Adds to a line (or creates it), never beyond `maxQty`. */
export async function addToLine(
  db: Executor,
  line: { cartUuid: string; productId: number; qty: number; maxQty: number },
) {
  await db
    .insert(cartItems)
    .values({ cartUuid: line.cartUuid, productId: line.productId, qty: line.qty })
    .onConflictDoUpdate({
      target: [cartItems.cartUuid, cartItems.productId],
      set: { qty: sql`least(${line.maxQty}, ${cartItems.qty} + excluded.qty)` },
    });
}

/** Removes the product's line; answers its quantity, or null when there was none. */
export async function deleteLineOfProduct(
  db: Executor,
  cartUuid: string,
  productId: number,
): Promise<number | null> {
  const [line] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartUuid, cartUuid), eq(cartItems.productId, productId)))
    .returning({ qty: cartItems.qty });
  return line?.qty ?? null;
}

/** Removes a line by id, only from this cart; false when the cart has no such line. */
export async function deleteLine(db: Executor, cartUuid: string, lineId: number) {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartUuid, cartUuid), eq(cartItems.id, lineId)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}

/** The cart's lines as they are (lines.ts caps them at their products' limits for a merge). */
export function fetchLinesToMerge(
  db: Executor,
  cartUuid: string,
): Promise<{ productId: number; qty: number; createdAt: Date }[]> {
  return db
    .select({ productId: cartItems.productId, qty: cartItems.qty, createdAt: cartItems.createdAt })
    .from(cartItems)
    .where(eq(cartItems.cartUuid, cartUuid));
}

/**
 * Adds lines to a cart. A product the cart already holds keeps the larger quantity, not the sum:
 * a shopper with the product in two carts meant one amount (each within the product's maximum).
 */
export async function mergeLines(
  db: Executor,
  cartUuid: string,
  lines: readonly { productId: number; qty: number; createdAt: Date }[],
): Promise<void> {
  await db
    .insert(cartItems)
    .values(lines.map((line) => ({ ...line, cartUuid })))
    .onConflictDoUpdate({
      target: [cartItems.cartUuid, cartItems.productId],
      set: { qty: sql`greatest(${cartItems.qty}, excluded.qty)` },
    });
}
