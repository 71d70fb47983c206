import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { expect } from "vitest";
import {
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  products,
  savedItems,
} from "../../../server/db/schema";
import type { Schemas } from "../../../server/http/types";
import { expectContract } from "./contract";
import { callApi } from "./requests";
import { getTestApp } from "./testApp";

/**
 * Fixtures of the cart and promotion tests: products with known prices and coupons with known
 * rules, written straight to the database and removed again by `removeCartFixtures`, so other
 * test files of the run see the seeded store as it was.
 */

export type Cart = Schemas["Cart"];
export type CartItem = Schemas["CartItem"];
export type Coupon = Schemas["Coupon"];
export type CouponRow = typeof coupons.$inferSelect;

const created = { products: [] as number[], coupons: [] as number[] };
let counter = 0;

function unique(label: string): string {
  counter += 1;
  return `${label}${process.pid}X${counter}`;
}

export async function testDb() {
  return (await getTestApp()).context.db;
}

export interface TestProduct {
  id: number;
  name: string;
  priceCents: number;
}

/** A product nobody else uses, at a price the test chooses. */
export async function insertProduct(spec: {
  label: string;
  priceCents: number;
  originalPriceCents?: number;
  stockStatus?: "IN_STOCK" | "COMING_SOON" | "OUT_OF_STOCK";
  maxOrderQty?: number;
  weight?: string;
  popularity?: number;
}): Promise<TestProduct> {
  const name = `${spec.label} ${unique("fixture")}`;
  const [row] = await (
    await testDb()
  )
    .insert(products)
    .values({
      name,
      weight: spec.weight ?? "1 lb",
      popularity: spec.popularity ?? 0,
      priceCents: spec.priceCents,
      originalPriceCents: spec.originalPriceCents ?? spec.priceCents,
      stockStatus: spec.stockStatus ?? "IN_STOCK",
      maxOrderQty: spec.maxOrderQty ?? 10,
      searchText: name.toLowerCase(),
    })
    .returning({ id: products.id });
  if (!row) throw new Error("The product fixture was not written");
  created.products.push(row.id);
  return { id: row.id, name, priceCents: spec.priceCents };
}

const DAY = 24 * 60 * 60 * 1000;

/** A coupon with a unique code (the label plus a suffix); running for a year unless told. */
export async function insertCoupon(
  label: string,
  spec: Partial<Omit<typeof coupons.$inferInsert, "id" | "code">> = {},
): Promise<CouponRow> {
  const { context } = await getTestApp();
  const now = context.now().getTime();
  const [row] = await context.db
    .insert(coupons)
    .values({
      code: unique(label),
      name: `${label} offer`,
      description: `The ${label} test coupon.`,
      kind: "FIXED",
      value: 500,
      minSubtotalCents: 0,
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 365 * DAY),
      ...spec,
    })
    .returning();
  if (!row) throw new Error("The coupon fixture was not written");
  created.coupons.push(row.id);
  return row;
}

/** One use of the coupon by the user, as the checkout records it. */
export async function insertRedemption(couponId: number, userId: number, createdAt?: Date) {
  await (
    await testDb()
  )
    .insert(couponRedemptions)
    .values({ couponId, userId, orderUuid: randomUUID(), ...(createdAt ? { createdAt } : {}) });
}

/** Removes every product and coupon the fixtures wrote, with the rows pointing at them. */
export async function removeCartFixtures() {
  const db = await testDb();
  if (created.coupons.length > 0) {
    await db.update(carts).set({ couponId: null }).where(inArray(carts.couponId, created.coupons));
    await db.delete(couponRedemptions).where(inArray(couponRedemptions.couponId, created.coupons));
    await db.delete(coupons).where(inArray(coupons.id, created.coupons));
  }
  // Cart lines and saved items go with their products (on delete cascade).
  if (created.products.length > 0) {
    await db.delete(products).where(inArray(products.id, created.products));
  }
  created.products = [];
  created.coupons = [];
}

/** A line written straight to the user's cart (for products the API would refuse). */
export async function insertCartLine(userId: number, productId: number, qty: number) {
  const db = await testDb();
  await db.insert(carts).values({ uuid: randomUUID(), userId }).onConflictDoNothing();
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId));
  if (!cart) throw new Error("The cart fixture was not written");
  const [line] = await db
    .insert(cartItems)
    .values({ cartUuid: cart.uuid, productId, qty })
    .returning({ id: cartItems.id });
  return line?.id ?? 0;
}

/** A saved item written straight to the user's list. */
export async function insertSavedItem(userId: number, productId: number, qty: number) {
  const [saved] = await (
    await testDb()
  )
    .insert(savedItems)
    .values({ userId, productId, qty })
    .returning({ id: savedItems.id });
  return saved?.id ?? 0;
}

/** Calls a cart operation and checks the answer against the contract. */
export async function cartCall(
  operationId: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string,
  body?: unknown,
) {
  const response = await callApi(method, url, { token, ...(body === undefined ? {} : { body }) });
  expectContract(operationId, response);
  return response;
}

/** The answer's data of a call that must succeed. */
export function dataOf<T>(response: Awaited<ReturnType<typeof cartCall>>): T {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

export async function getCart(token: string): Promise<Cart> {
  return dataOf<Cart>(await cartCall("getCart", "GET", "/cart", token));
}

export async function setQty(token: string, productId: number, qty: number): Promise<Cart> {
  return dataOf<Cart>(
    await cartCall("replaceCartItem", "POST", "/cart/items/replace", token, { productId, qty }),
  );
}

export function lineOf(cart: Cart, productId: number): CartItem | undefined {
  return cart.cartItems.find((item) => item.product.id === productId);
}

/** The money lines of a cart answer, to compare in one assertion. */
export function summaryOf(cart: Cart) {
  return {
    subTotal: cart.formattedSubTotal,
    coupon: cart.formattedCouponAmount,
    tax: cart.formattedTaxAmount,
    serviceFee: cart.formattedServiceFeeAmount,
    isServiceFeeFree: cart.isServiceFeeFree,
    deliveryFee: cart.formattedDeliveryFeeAmount,
    isDeliveryFeeFree: cart.isDeliveryFeeFree,
    tip: cart.formattedTipAmount,
    total: cart.formattedTotal,
  };
}

/**
 * How many coupons a cart of `subtotalCents` should count as available for the user, worked out
 * in SQL independently of the server: running now, uses left for the user and overall, minimum
 * reached. Other test files may add coupons, so tests never assume the seeded count.
 */
export async function expectedAvailableCoupons(
  userId: number,
  subtotalCents: number,
): Promise<number> {
  const { context } = await getTestApp();
  const now = context.now().toISOString();
  const result = await context.db.execute<{ n: number }>(
    sql`select count(*)::int as n from coupons c
        where c.starts_at <= ${now}::timestamptz and c.ends_at >= ${now}::timestamptz
          and c.min_subtotal_cents <= ${subtotalCents}
          and (select count(*) from coupon_redemptions r
               where r.coupon_id = c.id and r.user_id = ${userId}) < c.per_user_limit
          and (c.total_limit is null or
               (select count(*) from coupon_redemptions r where r.coupon_id = c.id) < c.total_limit)`,
  );
  return result.rows[0]?.n ?? -1;
}
