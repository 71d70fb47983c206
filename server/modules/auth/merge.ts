import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  cartItems,
  carts,
  productRequests,
  products,
  restockRequests,
  savedItems,
} from "../../db/schema";
import { mergeSupportThread } from "../chat/threads";
import type { Executor } from "./repository";
import { revokeUserSessions } from "./repository";

async function customerCartUuid(db: Executor, userId: number, now: Date): Promise<string> {
  await db
    .insert(carts)
    .values({ uuid: randomUUID(), userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [cart] = await db.select({ uuid: carts.uuid }).from(carts).where(eq(carts.userId, userId));
  if (!cart) throw new Error(`The cart of user ${userId} vanished while merging`);
  return cart.uuid;
}

async function moveCart(db: Executor, guestId: number, customerId: number, now: Date) {
  const [guestCart] = await db.select().from(carts).where(eq(carts.userId, guestId));
  if (!guestCart) return;
  const lines = await db
    .select({
      productId: cartItems.productId,
      qty: sql<number>`least(${cartItems.qty}, ${products.maxOrderQty})`,
      createdAt: cartItems.createdAt,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartUuid, guestCart.uuid));
  if (lines.length > 0) {
    const cartUuid = await customerCartUuid(db, customerId, now);
    await db
      .insert(cartItems)
      .values(lines.map((line) => ({ ...line, cartUuid })))
      // The same product in both carts: the shopper meant the larger amount, not the sum (each
      // side is already within the product's maximum).
      .onConflictDoUpdate({
        target: [cartItems.cartUuid, cartItems.productId],
        set: { qty: sql`greatest(${cartItems.qty}, excluded.qty)` },
      });
    await db.update(carts).set({ updatedAt: now }).where(eq(carts.uuid, cartUuid));
  }
  await db.delete(carts).where(eq(carts.uuid, guestCart.uuid));
}

async function moveSavedItems(db: Executor, guestId: number, customerId: number) {
  const saved = await db
    .select({
      productId: savedItems.productId,
      qty: savedItems.qty,
      createdAt: savedItems.createdAt,
    })
    .from(savedItems)
    .where(eq(savedItems.userId, guestId));
  if (saved.length === 0) return;
  await db
    .insert(savedItems)
    .values(saved.map((item) => ({ ...item, userId: customerId })))
    .onConflictDoNothing();
  await db.delete(savedItems).where(eq(savedItems.userId, guestId));
}

/** A guest's "notify me" requests must reach the customer: the guest has no phone to notify. */
async function moveRestockRequests(db: Executor, guestId: number, customerId: number) {
  const requests = await db
    .select({ productId: restockRequests.productId, createdAt: restockRequests.createdAt })
    .from(restockRequests)
    .where(eq(restockRequests.userId, guestId));
  if (requests.length === 0) return;
  await db
    .insert(restockRequests)
    .values(requests.map((request) => ({ ...request, userId: customerId })))
    .onConflictDoNothing();
  await db.delete(restockRequests).where(eq(restockRequests.userId, guestId));
}

/** The store may want to tell the shopper their missing product arrived: it is theirs now. */
async function moveProductRequests(db: Executor, guestId: number, customerId: number) {
  await db
    .update(productRequests)
    .set({ userId: customerId })
    .where(eq(productRequests.userId, guestId));
}

/**
 * Signing in on a device hands its guest's cart, saved items, restock and product requests to the
 * customer and ends the guest's sessions (the device now holds the customer's token). The guest
 * row stays, empty, so the device resumes it after a logout. Run inside the sign-in transaction.
 */
export async function mergeGuestInto(
  db: Executor,
  guestId: number,
  customerId: number,
  now: Date,
): Promise<void> {
  await moveCart(db, guestId, customerId, now);
  await moveSavedItems(db, guestId, customerId);
  await moveRestockRequests(db, guestId, customerId);
  await moveProductRequests(db, guestId, customerId);
  await mergeSupportThread(db, guestId, customerId);
  await revokeUserSessions(db, guestId, now);
}
