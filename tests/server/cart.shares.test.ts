import { eq } from "drizzle-orm";
import type { LightMyRequestResponse as InjectResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cartShares, products } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { signInCustomer, signInGuest } from "./support/auth";
import {
  getCart,
  insertCartLine,
  insertProduct,
  insertSavedItem,
  lineOf,
  removeCartFixtures,
  setQty,
  testDb,
  type TestProduct,
} from "./support/cart";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/** Shared carts: a snapshot made by its owner, read by anyone with the id, added to any cart. */

type CartShare = Schemas["CartShare"];
type AddResult = Schemas["CartShareAddResult"];

const DAY_MS = 24 * 60 * 60 * 1000;
const SHARES = "/cart/shares";

let basmati: TestProduct; // $12.50, was $15.00
let chai: TestProduct; // $3.99, at most 3 per order
let ghee: TestProduct; // $8.00, saved for later
let soon: TestProduct; // COMING_SOON
let gone: TestProduct; // OUT_OF_STOCK

beforeAll(async () => {
  basmati = await insertProduct({ label: "Basmati", priceCents: 1250, originalPriceCents: 1500 });
  chai = await insertProduct({ label: "Chai", priceCents: 399, maxOrderQty: 3 });
  ghee = await insertProduct({ label: "Ghee", priceCents: 800 });
  soon = await insertProduct({ label: "Mangoes", priceCents: 500, stockStatus: "COMING_SOON" });
  gone = await insertProduct({ label: "Saffron", priceCents: 900, stockStatus: "OUT_OF_STOCK" });
});

afterEach(async () => {
  (await getTestApp()).clock.reset();
});

afterAll(removeCartFixtures);

async function create(token?: string): Promise<InjectResponse> {
  const response = await callApi("POST", SHARES, token ? { token } : {});
  expectContract("createCartShare", response);
  return response;
}

function createdShare(response: InjectResponse): CartShare {
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Schemas["CartShareResponse"]).data;
}

async function read(id: string, token?: string): Promise<InjectResponse> {
  const response = await callApi("GET", `${SHARES}/${id}`, token ? { token } : {});
  expectContract("getCartShare", response);
  return response;
}

function shareOf(response: InjectResponse): CartShare {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["CartShareResponse"]).data;
}

async function addAll(id: string, token?: string): Promise<InjectResponse> {
  const response = await callApi("POST", `${SHARES}/${id}/add-to-cart`, token ? { token } : {});
  expectContract("addCartShareToCart", response);
  return response;
}

function addedOf(response: InjectResponse): AddResult {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["CartShareAddResultResponse"]).data;
}

/** A guest whose cart holds 2 basmati and 1 chai, with ghee saved for later. */
async function sharerWithItems() {
  const sharer = await signInGuest();
  await setQty(sharer.token, basmati.id, 2);
  await setQty(sharer.token, chai.id, 1);
  await insertSavedItem(sharer.user.id, ghee.id, 1);
  return sharer;
}

describe("createCartShare", () => {
  it("snapshots a guest's cart lines, then the saved items, at today's prices", async () => {
    const { token } = await sharerWithItems();
    const { clock } = await getTestApp();
    const share = createdShare(await create(token));

    expect(share.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(share.expiresAt) - Date.parse(share.createdAt)).toBe(30 * DAY_MS);
    expect(Math.abs(Date.parse(share.createdAt) - clock.now().getTime())).toBeLessThan(60_000);
    expect(share.items.map((item) => [item.productId, item.qty])).toEqual([
      [basmati.id, 2],
      [chai.id, 1],
      [ghee.id, 1],
    ]);
    expect(share.items[0]).toMatchObject({
      name: basmati.name,
      weight: "1 lb",
      price: 12.5,
      formattedPrice: "$12.50",
      formattedOriginalPrice: "$15.00",
      formattedTotal: "$25.00",
      inStock: "IN_STOCK",
    });
    expect(share.formattedSubTotal).toBe("$36.99");
  });

  it("shares a customer's cart too, and every share gets a new id", async () => {
    const customer = await signInCustomer();
    await setQty(customer.token, chai.id, 2);
    const first = createdShare(await create(customer.token));
    const second = createdShare(await create(customer.token));
    expect(first.items).toEqual([expect.objectContaining({ productId: chai.id, qty: 2 })]);
    expect(second.id).not.toBe(first.id);
    const [row] = await (
      await testDb()
    )
      .select()
      .from(cartShares)
      .where(eq(cartShares.id, first.id));
    expect(row?.userId).toBe(customer.user.id);
  });

  it("shares a saved list when the cart is empty", async () => {
    const sharer = await signInGuest();
    await insertSavedItem(sharer.user.id, ghee.id, 3);
    const share = createdShare(await create(sharer.token));
    expect(share.items).toEqual([expect.objectContaining({ productId: ghee.id, qty: 3 })]);
  });

  it("answers 422 when the cart and the saved list are empty", async () => {
    const { token } = await signInGuest();
    const response = await create(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/nothing to share/);
  });

  it("answers 401 without a session", async () => {
    expect((await create()).statusCode).toBe(401);
  });

  it("allows 30 shares an hour per user, then answers 429 with Retry-After", async () => {
    const sharer = await signInGuest();
    await setQty(sharer.token, chai.id, 1);
    for (let index = 0; index < 30; index += 1) {
      expect((await create(sharer.token)).statusCode).toBe(201);
    }
    const refused = await create(sharer.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // Another user is not held back by it, and the hour passing lets the first share again.
    const other = await sharerWithItems();
    expect((await create(other.token)).statusCode).toBe(201);
    (await getTestApp()).clock.advance(60 * 60 * 1000);
    expect((await create(sharer.token)).statusCode).toBe(201);
  });
});

describe("getCartShare", () => {
  it("is read without a session, and by another user, with the same items", async () => {
    const { token } = await sharerWithItems();
    const share = createdShare(await create(token));

    const anonymous = shareOf(await read(share.id));
    expect(anonymous).toEqual(share);
    const someoneElse = await signInCustomer();
    expect(shareOf(await read(share.id, someoneElse.token))).toEqual(share);
  });

  it("shows today's price and stock, not the ones of the day it was shared", async () => {
    const product = await insertProduct({ label: "Jaggery", priceCents: 300 });
    const sharer = await signInGuest();
    await setQty(sharer.token, product.id, 2);
    const share = createdShare(await create(sharer.token));
    await (
      await testDb()
    )
      .update(products)
      .set({ priceCents: 350, stockStatus: "OUT_OF_STOCK" })
      .where(eq(products.id, product.id));

    const today = shareOf(await read(share.id));
    expect(today.items[0]).toMatchObject({
      formattedPrice: "$3.50",
      formattedTotal: "$7.00",
      inStock: "OUT_OF_STOCK",
    });
    // Only what 'Add all to cart' would add counts.
    expect(today.formattedSubTotal).toBe("$0.00");
  });

  it("answers 404 for an unknown id and once the share has expired", async () => {
    expect((await read("AAAAAAAAAAAAAAAAAAAAAA")).statusCode).toBe(404);

    const { token } = await sharerWithItems();
    const share = createdShare(await create(token));
    const { clock } = await getTestApp();
    clock.advance(30 * DAY_MS - 60_000);
    expect((await read(share.id)).statusCode).toBe(200);
    clock.advance(60_000);
    const expired = await read(share.id);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toMatch(/expired/);
  });

  it("answers 400 for a malformed id", async () => {
    expect((await read("not-a-share")).statusCode).toBe(400);
    expect((await read("AAAAAAAAAAAAAAAAAAAAA!")).statusCode).toBe(400);
  });
});

describe("addCartShareToCart", () => {
  it("adds the shared quantities to what the cart holds, up to each maximum", async () => {
    const { token } = await sharerWithItems();
    const share = createdShare(await create(token));

    const friend = await signInGuest();
    await setQty(friend.token, chai.id, 2);
    await insertSavedItem(friend.user.id, ghee.id, 1);
    const result = addedOf(await addAll(share.id, friend.token));

    expect(result).toMatchObject({ addedCount: 3, skippedCount: 0 });
    expect(lineOf(result.cart, basmati.id)?.qty).toBe(2);
    // 2 in the cart + 1 shared = 3, chai's maximum.
    expect(lineOf(result.cart, chai.id)?.qty).toBe(3);
    expect(lineOf(result.cart, ghee.id)?.qty).toBe(1);
    expect(await getCart(friend.token)).toEqual(result.cart);
    // Ghee is in the cart now, so no longer saved for later.
    const saved = await callApi("GET", "/cart/items/saved-for-later", { token: friend.token });
    expect(saved.json().data).toEqual([]);

    // Adding again stays at the maximum.
    const again = addedOf(await addAll(share.id, friend.token));
    expect(lineOf(again.cart, chai.id)?.qty).toBe(3);
    expect(lineOf(again.cart, basmati.id)?.qty).toBe(4);
  });

  it("skips the items that are not in stock", async () => {
    const sharer = await signInCustomer();
    await setQty(sharer.token, basmati.id, 1);
    await insertCartLine(sharer.user.id, soon.id, 1);
    await insertSavedItem(sharer.user.id, gone.id, 2);
    const share = createdShare(await create(sharer.token));
    expect(share.items.map((item) => item.inStock)).toEqual([
      "IN_STOCK",
      "COMING_SOON",
      "OUT_OF_STOCK",
    ]);
    expect(share.formattedSubTotal).toBe("$12.50");

    const friend = await signInCustomer();
    const result = addedOf(await addAll(share.id, friend.token));
    expect(result).toMatchObject({ addedCount: 1, skippedCount: 2 });
    expect(result.cart.cartItems.map((item) => [item.product.id, item.qty])).toEqual([
      [basmati.id, 1],
    ]);
  });

  it("answers 401 without a session, and 404 for an unknown or expired share", async () => {
    const { token } = await sharerWithItems();
    const share = createdShare(await create(token));
    expect((await addAll(share.id)).statusCode).toBe(401);

    const friend = await signInGuest();
    expect((await addAll("AAAAAAAAAAAAAAAAAAAAAA", friend.token)).statusCode).toBe(404);
    expect((await addAll("short", friend.token)).statusCode).toBe(400);
    (await getTestApp()).clock.advance(31 * DAY_MS);
    expect((await addAll(share.id, friend.token)).statusCode).toBe(404);
    expect((await getCart(friend.token)).cartItems).toEqual([]);
  });
});
