import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, carts } from "../../server/db/schema";
import { quoteCart } from "../../server/modules/cart/pricing";
import { signInGuest } from "./support/auth";
import {
  cartCall,
  dataOf,
  expectedAvailableCoupons,
  getCart,
  insertCartLine,
  insertProduct,
  lineOf,
  removeCartFixtures,
  setQty,
  summaryOf,
  testDb,
  type Cart,
  type TestProduct,
} from "./support/cart";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/** Cart lines, totals, tip and access. Coupons: cart.coupons.test.ts; saved: cart.saved.test.ts. */

let basmati: TestProduct; // $12.50, was $15.00
let chai: TestProduct; // $3.99, at most 3 per order
let soon: TestProduct;
let gone: TestProduct;
let dal: TestProduct; // $17.50: two reach the free service fee exactly
let oil: TestProduct; // $34.99: a cent below it

beforeAll(async () => {
  basmati = await insertProduct({ label: "Basmati", priceCents: 1250, originalPriceCents: 1500 });
  chai = await insertProduct({ label: "Chai", priceCents: 399, maxOrderQty: 3 });
  soon = await insertProduct({ label: "Mangoes", priceCents: 500, stockStatus: "COMING_SOON" });
  gone = await insertProduct({ label: "Saffron", priceCents: 700, stockStatus: "OUT_OF_STOCK" });
  dal = await insertProduct({ label: "Dal", priceCents: 1750 });
  oil = await insertProduct({ label: "Oil", priceCents: 3499 });
});

afterAll(removeCartFixtures);

const guest = async () => (await signInGuest()).token;

async function errorOf(response: Awaited<ReturnType<typeof cartCall>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { message: string; errors?: string[] }).message;
}

describe("getCart", () => {
  it("creates an empty cart on first use that costs nothing", async () => {
    const { token, user } = await signInGuest();
    const cart = await getCart(token);
    expect(cart.cartItems).toEqual([]);
    expect(cart.coupon).toBeNull();
    expect(cart.tipAmount).toBe(0);
    expect(cart.upsellCouponMessage).toBeNull();
    expect(cart.availableCoupons).toBe(await expectedAvailableCoupons(user.id, 0));
    expect(summaryOf(cart)).toEqual({
      subTotal: "$0.00",
      coupon: "$0.00",
      tax: "$0.00",
      serviceFee: "$0.00",
      isServiceFeeFree: false,
      deliveryFee: "$0.00",
      isDeliveryFeeFree: false,
      tip: "$0.00",
      total: "$0.00",
    });
  });

  it("makes a guest's cart with their session, so reading it for their first page writes nothing", async () => {
    const { token, user } = await signInGuest();
    const before = await (await testDb()).select().from(carts).where(eq(carts.userId, user.id));
    expect(before).toHaveLength(1);
    expect((await getCart(token)).uuid).toBe(before[0]?.uuid);
  });

  it("keeps one cart per session, even when the first reads arrive together", async () => {
    const { token, user } = await signInGuest();
    const carts5 = await Promise.all([1, 2, 3, 4, 5].map(() => getCart(token)));
    expect(new Set(carts5.map((cart) => cart.uuid)).size).toBe(1);
    expect((await getCart(token)).uuid).toBe(carts5[0]?.uuid);
    const rows = await (await testDb()).select().from(carts).where(eq(carts.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 401 without a token on every cart operation", async () => {
    const calls: [string, "GET" | "POST" | "PUT" | "DELETE", string, unknown][] = [
      ["getCart", "GET", "/cart", undefined],
      ["removeCartItem", "DELETE", "/cart/items/1", undefined],
      ["replaceCartItem", "POST", "/cart/items/replace", { productId: 1, qty: 1 }],
      ["applyCartCoupon", "PUT", "/cart/coupon", { code: "WELCOME5" }],
      ["removeCartCoupon", "DELETE", "/cart/coupon", undefined],
      ["setCartTip", "PUT", "/cart/tip", { tipAmount: 5 }],
      ["removeCartTip", "DELETE", "/cart/tip", undefined],
      ["listSavedForLater", "GET", "/cart/items/saved-for-later", undefined],
      ["saveForLater", "POST", "/cart/items/saved-for-later", { productId: 1 }],
      ["removeSavedForLater", "DELETE", "/cart/items/saved-for-later", { ids: [1] }],
      ["moveSavedToCart", "POST", "/cart/items/saved-for-later/move-to-cart", { productId: 1 }],
    ];
    for (const [operationId, method, url, body] of calls) {
      const response = await callApi(method, url, body === undefined ? {} : { body });
      expectContract(operationId, response);
      expect(response.statusCode, operationId).toBe(401);
    }
  });

  it("answers 401 for a token that is not a session", async () => {
    const response = await callApi("GET", "/cart", { token: "not-a-session-token" });
    expectContract("getCart", response);
    expect(response.statusCode).toBe(401);
  });
});

describe("replaceCartItem", () => {
  it("prices each line and the cart from the products' current prices", async () => {
    const token = await guest();
    await setQty(token, basmati.id, 2);
    const cart = await setQty(token, chai.id, 1);
    expect(cart.cartItems.map((item) => item.product.id)).toEqual([basmati.id, chai.id]);
    const line = lineOf(cart, basmati.id);
    expect(line).toMatchObject({
      qty: 2,
      price: 12.5,
      originalPrice: 15,
      formattedPrice: "$12.50",
      formattedOriginalPrice: "$15.00",
      formattedTotal: "$25.00",
      formattedOriginalTotal: "$30.00",
    });
    expect(line?.product).toMatchObject({ id: basmati.id, qtyInCart: 2, cartItemId: line?.id });
    expect(lineOf(cart, chai.id)?.formattedTotal).toBe("$3.99");
    // 28.99 + 4% tax (1.1596 → 1.16) + service 1.99 + delivery 3.99
    expect(summaryOf(cart)).toEqual({
      subTotal: "$28.99",
      coupon: "$0.00",
      tax: "$1.16",
      serviceFee: "$1.99",
      isServiceFeeFree: false,
      deliveryFee: "$3.99",
      isDeliveryFeeFree: false,
      tip: "$0.00",
      total: "$36.13",
    });
  });

  it("sets the quantity rather than adding to it, and 0 removes the line", async () => {
    const token = await guest();
    await setQty(token, basmati.id, 2);
    const three = await setQty(token, basmati.id, 3);
    expect(three.cartItems.map((item) => [item.product.id, item.qty])).toEqual([[basmati.id, 3]]);
    expect(three.formattedSubTotal).toBe("$37.50");
    const removed = await setQty(token, basmati.id, 0);
    expect(removed.cartItems).toEqual([]);
    expect(removed.formattedTotal).toBe("$0.00");
  });

  it("waives the service fee from $35.00 and delivery from $50.00 of subtotal", async () => {
    const token = await guest();
    // 34.99: both fees; tax 1.3996 → 1.40
    expect(summaryOf(await setQty(token, oil.id, 1))).toMatchObject({
      serviceFee: "$1.99",
      isServiceFeeFree: false,
      deliveryFee: "$3.99",
      tax: "$1.40",
      total: "$42.37",
    });
    await setQty(token, oil.id, 0);
    // 35.00 exactly: no service fee, delivery still charged
    expect(summaryOf(await setQty(token, dal.id, 2))).toMatchObject({
      subTotal: "$35.00",
      serviceFee: "$0.00",
      isServiceFeeFree: true,
      deliveryFee: "$3.99",
      isDeliveryFeeFree: false,
      tax: "$1.40",
      total: "$40.39",
    });
    await setQty(token, dal.id, 0);
    // 50.00 exactly: both free
    expect(summaryOf(await setQty(token, basmati.id, 4))).toMatchObject({
      subTotal: "$50.00",
      serviceFee: "$0.00",
      isServiceFeeFree: true,
      deliveryFee: "$0.00",
      isDeliveryFeeFree: true,
      tax: "$2.00",
      total: "$52.00",
    });
  });

  it("answers 404 for a product that does not exist", async () => {
    const response = await cartCall(
      "replaceCartItem",
      "POST",
      "/cart/items/replace",
      await guest(),
      { productId: 2_000_000_000, qty: 1 },
    );
    expect(await errorOf(response, 404)).toBe("Product not found.");
  });

  it("answers 409 for products that are not in stock", async () => {
    const token = await guest();
    for (const product of [soon, gone]) {
      const response = await cartCall("replaceCartItem", "POST", "/cart/items/replace", token, {
        productId: product.id,
        qty: 1,
      });
      expect(await errorOf(response, 409)).toBe(`${product.name} is out of stock.`);
    }
    expect((await getCart(token)).cartItems).toEqual([]);
  });

  it("keeps a line whose product ran out in the totals, and 0 still removes it", async () => {
    const { token, user } = await signInGuest();
    await insertCartLine(user.id, gone.id, 2);
    const cart = await getCart(token);
    expect(lineOf(cart, gone.id)?.product.inStock).toBe("OUT_OF_STOCK");
    expect(cart.formattedSubTotal).toBe("$14.00");
    const raised = await cartCall("replaceCartItem", "POST", "/cart/items/replace", token, {
      productId: gone.id,
      qty: 3,
    });
    expect(raised.statusCode).toBe(409);
    expect((await setQty(token, gone.id, 0)).cartItems).toEqual([]);
  });

  it("answers 422 above the product's limit per order", async () => {
    const token = await guest();
    expect(lineOf(await setQty(token, chai.id, 3), chai.id)?.qty).toBe(3);
    const response = await cartCall("replaceCartItem", "POST", "/cart/items/replace", token, {
      productId: chai.id,
      qty: 4,
    });
    expect(await errorOf(response, 422)).toBe(`You can add at most 3 of ${chai.name}.`);
    expect(lineOf(await getCart(token), chai.id)?.qty).toBe(3);
  });

  it("answers 400 with the error body for malformed input", async () => {
    const token = await guest();
    const bodies = [
      { productId: basmati.id, qty: -1 },
      { productId: basmati.id, qty: 100 },
      { productId: basmati.id, qty: 1.5 },
      { productId: 0, qty: 1 },
      { qty: 1 },
      { productId: basmati.id, qty: 1, price: 0.01 },
    ];
    for (const body of bodies) {
      const response = await cartCall(
        "replaceCartItem",
        "POST",
        "/cart/items/replace",
        token,
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("never makes two lines of one product, however many calls arrive together", async () => {
    const { token, user } = await signInGuest();
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((qty) => setQty(token, dal.id, qty)));
    expect(answers.every((cart) => cart.cartItems.length === 1)).toBe(true);
    const db = await testDb();
    const lines = await db
      .select({ qty: cartItems.qty })
      .from(cartItems)
      .innerJoin(carts, eq(carts.uuid, cartItems.cartUuid))
      .where(and(eq(carts.userId, user.id), eq(cartItems.productId, dal.id)));
    expect(lines).toHaveLength(1);
    expect([1, 2, 3, 4, 5, 6]).toContain(lines[0]?.qty);
  });
});

describe("removeCartItem", () => {
  it("removes the caller's line and answers the cart", async () => {
    const token = await guest();
    await setQty(token, basmati.id, 1);
    const before = await setQty(token, chai.id, 2);
    const id = lineOf(before, basmati.id)?.id ?? 0;
    const cart = dataOf<Cart>(
      await cartCall("removeCartItem", "DELETE", `/cart/items/${id}`, token),
    );
    expect(cart.cartItems.map((item) => item.product.id)).toEqual([chai.id]);
    expect(cart.formattedSubTotal).toBe("$7.98");
  });

  it("answers 404 for another user's line, and leaves it alone", async () => {
    const owner = await guest();
    const theirs = lineOf(await setQty(owner, basmati.id, 2), basmati.id)?.id ?? 0;
    const intruder = await guest();
    const response = await cartCall("removeCartItem", "DELETE", `/cart/items/${theirs}`, intruder);
    expect(await errorOf(response, 404)).toBe("This item is not in your cart.");
    expect(lineOf(await getCart(owner), basmati.id)?.qty).toBe(2);
  });

  it("answers 404 for a line that does not exist and 400 for an id that is not one", async () => {
    const token = await guest();
    const missing = await cartCall("removeCartItem", "DELETE", "/cart/items/2000000000", token);
    expect(missing.statusCode).toBe(404);
    for (const id of ["abc", "0", "-3"]) {
      const response = await cartCall("removeCartItem", "DELETE", `/cart/items/${id}`, token);
      expect(response.statusCode, id).toBe(400);
    }
  });
});

describe("setCartTip and removeCartTip", () => {
  it("adds the tip, rounded half up to the cent, to the total", async () => {
    const token = await guest();
    await setQty(token, basmati.id, 2);
    await setQty(token, chai.id, 1);
    const tipped = dataOf<Cart>(
      await cartCall("setCartTip", "PUT", "/cart/tip", token, { tipAmount: 5.255 }),
    );
    expect(tipped.tipAmount).toBe(5.26);
    expect(tipped.formattedTipAmount).toBe("$5.26");
    expect(tipped.formattedTotal).toBe("$41.39"); // 36.13 + 5.26
    const cleared = dataOf<Cart>(await cartCall("removeCartTip", "DELETE", "/cart/tip", token));
    expect([cleared.tipAmount, cleared.formattedTipAmount]).toEqual([0, "$0.00"]);
    expect(cleared.formattedTotal).toBe("$36.13");
  });

  it("keeps the tip of an empty cart for later but charges nothing until it has lines", async () => {
    const token = await guest();
    const empty = dataOf<Cart>(
      await cartCall("setCartTip", "PUT", "/cart/tip", token, { tipAmount: 3 }),
    );
    expect([empty.tipAmount, empty.formattedTotal]).toEqual([0, "$0.00"]);
    const filled = await setQty(token, chai.id, 1);
    // 3.99 + tax 0.16 + 1.99 + 3.99 + tip 3.00
    expect([filled.tipAmount, filled.formattedTotal]).toEqual([3, "$13.13"]);
  });

  it("answers 400 for a tip that is not from $0.01 to $500", async () => {
    const token = await guest();
    for (const tipAmount of [0, -5, 500.01, 0.004]) {
      const response = await cartCall("setCartTip", "PUT", "/cart/tip", token, { tipAmount });
      expect(response.statusCode, String(tipAmount)).toBe(400);
    }
    const missing = await cartCall("setCartTip", "PUT", "/cart/tip", token, {});
    expect(missing.statusCode).toBe(400);
    const top = await cartCall("setCartTip", "PUT", "/cart/tip", token, { tipAmount: 500 });
    expect(top.statusCode).toBe(200);
  });
});

describe("cart changes", () => {
  it("mark the cart changed, which reads do not (the checkout compares updatedAt)", async () => {
    const { token, user } = await signInGuest();
    const db = await testDb();
    const age = () =>
      db.execute(
        sql`update carts set updated_at = '2000-01-01T00:00:00Z' where user_id = ${user.id}`,
      );
    const changed = async () => {
      const [row] = await db.select().from(carts).where(eq(carts.userId, user.id));
      return (row?.updatedAt.getTime() ?? 0) > Date.parse("2000-01-02T00:00:00Z");
    };
    await getCart(token);
    await age();
    await getCart(token);
    expect(await changed()).toBe(false);
    const changes: [string, () => Promise<unknown>][] = [
      ["replaceCartItem", () => setQty(token, basmati.id, 3)],
      ["setCartTip", () => cartCall("setCartTip", "PUT", "/cart/tip", token, { tipAmount: 2 })],
      ["removeCartTip", () => cartCall("removeCartTip", "DELETE", "/cart/tip", token)],
      ["removeCartCoupon", () => cartCall("removeCartCoupon", "DELETE", "/cart/coupon", token)],
    ];
    for (const [operationId, change] of changes) {
      await age();
      await change();
      expect(await changed(), operationId).toBe(true);
    }
  });
});

describe("quoteCart (the checkout's entry point)", () => {
  it("prices the cart inside a transaction with its row locked, as the cart answers it", async () => {
    const { token, user } = await signInGuest();
    await setQty(token, basmati.id, 2);
    const answer = await setQty(token, gone.id, 0);
    await insertCartLine(user.id, gone.id, 1);
    const { context } = await getTestApp();
    // Product bodies must come through the transaction: on PGlite a read on the plain database
    // would wait for the transaction to end, forever.
    context.catalogCache.invalidate("catalog:");
    const quote = await context.db.transaction((tx) =>
      quoteCart(context, tx, user.id, { lock: true }),
    );
    expect(quote.cartUuid).toBe(answer.uuid);
    expect(quote.lines.map((line) => [line.productId, line.qty, line.inStock])).toEqual([
      [basmati.id, 2, true],
      [gone.id, 1, false],
    ]);
    expect(quote.lines[0]).toMatchObject({ priceCents: 1250, originalPriceCents: 1500 });
    expect(quote.lines[0]?.product.name).toBe(basmati.name);
    // 25.00 + 7.00; tax 1.28; service 1.99 (under $35); delivery 3.99
    expect(quote).toMatchObject({
      subtotalCents: 3200,
      couponCents: 0,
      taxCents: 128,
      serviceFeeCents: 199,
      deliveryFeeCents: 399,
      tipCents: 0,
      totalCents: 3926,
      coupon: null,
    });
  });
});
