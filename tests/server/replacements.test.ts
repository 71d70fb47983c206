import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_NOT_FOUND_MESSAGE } from "../../shared/errors";
import { orderItems, orders, products } from "../../server/db/schema";
import { signInCustomer, signInGuest } from "./support/auth";
import {
  cartCall,
  dataOf,
  getCart,
  insertProduct,
  lineOf,
  setQty,
  testDb,
  type Cart,
  type TestProduct,
} from "./support/cart";
import { checkoutBody, ordersOf, placeOrder, readyCheckoutCustomer } from "./support/checkout";
import { callApi } from "./support/requests";
import { expectContract } from "./support/contract";
import { insertCategory, placeProduct, removeReplacementFixtures } from "./support/replacements";
import { getTestApp } from "./support/testApp";

/**
 * "If unavailable" (docs/replacements.md): which products may replace one, in what order, and the
 * choice a shopper keeps per product. Every product here sits in sub-categories of its own, so the
 * seeded catalogue never joins the candidates.
 */

let aisle: number; // a top category
let rice: number; // its sub-categories
let flour: number;
let spices: number;

let basmati: TestProduct; // 1 kg, $5.00, Halal: the product that runs short
let sameSizeCheaper: TestProduct; // 1 kg, $4.50, Halal
let sameSizeDearer: TestProduct; // 1000 g, $6.00, Halal
let biggerBag: TestProduct; // 5 kg, $5.00, Halal
let notHalal: TestProduct; // 1 kg, $5.00: drops the mark
let soldOut: TestProduct; // 1 kg, $5.00, Halal, out of stock
let otherAisle: TestProduct; // 1 kg, $5.00, Halal, in flour
let inAisleOnly: TestProduct; // 1 kg, $5.00, Halal, in the top category only
let lonely: TestProduct; // alone in spices, no mark

beforeAll(async () => {
  aisle = await insertCategory("Replacement aisle");
  rice = await insertCategory("Replacement rice", aisle);
  flour = await insertCategory("Replacement flour", aisle);
  spices = await insertCategory("Replacement spices", aisle);
  const product = async (
    label: string,
    weight: string,
    priceCents: number,
    where: number[],
    marks: string[],
    stockStatus: "IN_STOCK" | "OUT_OF_STOCK" = "IN_STOCK",
  ) => {
    const made = await insertProduct({ label, weight, priceCents, stockStatus });
    await placeProduct(made, where, marks);
    return made;
  };
  basmati = await product("Basmati", "1 kg", 500, [rice], ["Halal"]);
  sameSizeCheaper = await product("Sella", "1 kg", 450, [rice], ["Halal", "Vegan"]);
  sameSizeDearer = await product("Jasmine", "1000 g", 600, [rice], ["Halal"]);
  biggerBag = await product("Basmati sack", "5 kg", 500, [rice], ["Halal"]);
  notHalal = await product("Brown rice", "1 kg", 500, [rice], []);
  soldOut = await product("Gone rice", "1 kg", 500, [rice], ["Halal"], "OUT_OF_STOCK");
  otherAisle = await product("Chakki atta", "1 kg", 500, [flour], ["Halal"]);
  inAisleOnly = await product("Aisle rice", "1 kg", 500, [aisle], ["Halal"]);
  lonely = await product("Lonely", "2 kg", 300, [spices], []);
});

afterAll(removeReplacementFixtures);

async function replacementsOf(productId: number) {
  const response = await callApi("GET", `/catalog/ui/products/${productId}/replacements`);
  expectContract("listReplacementProducts", response);
  return response;
}

const idsOf = (response: Awaited<ReturnType<typeof replacementsOf>>) =>
  (response.json() as { data: { id: number }[] }).data.map((product) => product.id);

describe("listReplacementProducts: the best-match rule", () => {
  it("offers in-stock products of the same sub-category that keep its marks: the same kind of item first, then the closest size, then the closest price", async () => {
    const response = await replacementsOf(basmati.id);
    expect(response.statusCode).toBe(200);
    // The sack is basmati too; the other two are other rice, the same size.
    expect(idsOf(response)).toEqual([biggerBag.id, sameSizeCheaper.id, sameSizeDearer.id]);
  });

  it("never offers a product without the original's dietary mark, out of stock, of another sub-category or in the aisle alone", async () => {
    const ids = idsOf(await replacementsOf(basmati.id));
    for (const refused of [notHalal, soldOut, otherAisle, inAisleOnly, basmati]) {
      expect(ids).not.toContain(refused.id);
    }
  });

  it("lets a product without marks be replaced by one with them", async () => {
    expect(idsOf(await replacementsOf(notHalal.id))).toEqual([
      basmati.id,
      sameSizeCheaper.id,
      sameSizeDearer.id,
      biggerBag.id,
    ]);
  });

  it("answers an empty list when nothing qualifies, and 404 for an unknown product", async () => {
    expect(idsOf(await replacementsOf(lonely.id))).toEqual([]);
    const unknown = await replacementsOf(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE });
  });
});

const setChoice = (token: string, lineId: number, body: unknown) =>
  cartCall("setCartItemIfUnavailable", "PUT", `/cart/items/${lineId}/if-unavailable`, token, body);

const setAll = (token: string, body: unknown) =>
  cartCall("setCartIfUnavailable", "PUT", "/cart/if-unavailable", token, body);

function lineId(cart: Cart, product: TestProduct): number {
  const line = lineOf(cart, product.id);
  if (!line) throw new Error(`${product.name} is not in the cart`);
  return line.id;
}

describe("a cart line's If unavailable choice", () => {
  it("is Best match until the shopper chooses", async () => {
    const { token } = await signInGuest();
    const cart = await setQty(token, basmati.id, 2);
    expect(lineOf(cart, basmati.id)?.ifUnavailable).toEqual({
      choice: "BEST_MATCH",
      replacement: null,
    });
  });

  it("keeps a refund or a specific item, which the cart answers with the item's card", async () => {
    const { token } = await signInGuest();
    await setQty(token, notHalal.id, 1);
    const cart = await setQty(token, basmati.id, 2);
    const refunded = dataOf<Cart>(
      await setChoice(token, lineId(cart, notHalal), { choice: "REFUND" }),
    );
    expect(lineOf(refunded, notHalal.id)?.ifUnavailable).toEqual({
      choice: "REFUND",
      replacement: null,
    });
    const specific = dataOf<Cart>(
      await setChoice(token, lineId(cart, basmati), {
        choice: "SPECIFIC_ITEM",
        replacementProductId: sameSizeDearer.id,
      }),
    );
    expect(lineOf(specific, basmati.id)?.ifUnavailable).toMatchObject({
      choice: "SPECIFIC_ITEM",
      replacement: { id: sameSizeDearer.id, name: sameSizeDearer.name, qtyInCart: 0 },
    });
    // The other line keeps its own choice.
    expect(lineOf(specific, notHalal.id)?.ifUnavailable?.choice).toBe("REFUND");
  });

  it("refuses a specific item that may not replace the product, or none, with the reason", async () => {
    const { token } = await signInGuest();
    const cart = await setQty(token, basmati.id, 1);
    const id = lineId(cart, basmati);
    for (const refused of [notHalal, soldOut, otherAisle]) {
      const response = await setChoice(token, id, {
        choice: "SPECIFIC_ITEM",
        replacementProductId: refused.id,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: `That item cannot replace ${basmati.name}: pick one of the similar items in stock.`,
      });
    }
    const none = await setChoice(token, id, { choice: "SPECIFIC_ITEM" });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: `Pick the item to replace ${basmati.name} with.` });
    expect(lineOf(await getCart(token), basmati.id)?.ifUnavailable?.choice).toBe("BEST_MATCH");
  });

  it("answers 404 for a line of another cart, and 400 for a choice the contract does not know", async () => {
    const owner = await signInGuest();
    const other = await signInGuest();
    const cart = await setQty(owner.token, basmati.id, 1);
    const stranger = await setChoice(other.token, lineId(cart, basmati), { choice: "REFUND" });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: "This item is not in your cart." });
    const unknown = await setChoice(owner.token, lineId(cart, basmati), { choice: "SOMETHING" });
    expect(unknown.statusCode).toBe(400);
    expect(lineOf(await getCart(owner.token), basmati.id)?.ifUnavailable?.choice).toBe(
      "BEST_MATCH",
    );
  });

  it("comes back with the product the next time it is in the cart", async () => {
    const { token } = await signInGuest();
    const cart = await setQty(token, basmati.id, 1);
    await setChoice(token, lineId(cart, basmati), {
      choice: "SPECIFIC_ITEM",
      replacementProductId: sameSizeCheaper.id,
    });
    await setQty(token, basmati.id, 0);
    const again = await setQty(token, basmati.id, 3);
    expect(lineOf(again, basmati.id)?.ifUnavailable).toMatchObject({
      choice: "SPECIFIC_ITEM",
      replacement: { id: sameSizeCheaper.id },
    });
  });

  it("follows a guest who signs in, the newer choice winning", async () => {
    const customer = await signInCustomer();
    const earlier = await setQty(customer.token, basmati.id, 1);
    await setChoice(customer.token, lineId(earlier, basmati), { choice: "BEST_MATCH" });
    await setQty(customer.token, notHalal.id, 1);
    const kept = await getCart(customer.token);
    await setChoice(customer.token, lineId(kept, notHalal), { choice: "REFUND" });

    // Later, past the wait before another code to the same phone.
    (await getTestApp()).clock.advance(31_000);
    const guest = await signInGuest();
    const guestCart = await setQty(guest.token, basmati.id, 1);
    await setChoice(guest.token, lineId(guestCart, basmati), { choice: "REFUND" });
    const signedIn = await signInCustomer({ phone: customer.phone, deviceId: guest.deviceId });
    const merged = await getCart(signedIn.token);
    expect(lineOf(merged, basmati.id)?.ifUnavailable?.choice).toBe("REFUND");
    expect(lineOf(merged, notHalal.id)?.ifUnavailable?.choice).toBe("REFUND");
  });
});

describe("Apply to all items", () => {
  it("sets a refund on every line, kept for each product", async () => {
    const { token } = await signInGuest();
    await setQty(token, basmati.id, 1);
    await setQty(token, lonely.id, 2);
    const cart = dataOf<Cart>(await setAll(token, { choice: "REFUND" }));
    expect(cart.cartItems.map((item) => item.ifUnavailable?.choice)).toEqual(["REFUND", "REFUND"]);
    await setQty(token, lonely.id, 0);
    expect(lineOf(await setQty(token, lonely.id, 1), lonely.id)?.ifUnavailable?.choice).toBe(
      "REFUND",
    );
  });

  it("refuses a specific item for every line", async () => {
    const { token } = await signInGuest();
    await setQty(token, basmati.id, 1);
    const response = await setAll(token, { choice: "SPECIFIC_ITEM" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "A specific item is chosen line by line: pick it on each item.",
    });
  });
});

describe("a specific item's product removed from the catalogue", () => {
  it("falls back to the best match", async () => {
    const gone = await insertProduct({ label: "Short-lived", weight: "1 kg", priceCents: 500 });
    await placeProduct(gone, [rice], ["Halal"]);
    const { token } = await signInGuest();
    const cart = await setQty(token, basmati.id, 1);
    await setChoice(token, lineId(cart, basmati), {
      choice: "SPECIFIC_ITEM",
      replacementProductId: gone.id,
    });
    const db = await testDb();
    await db.delete(products).where(eq(products.id, gone.id));
    expect(lineOf(await getCart(token), basmati.id)?.ifUnavailable).toEqual({
      choice: "BEST_MATCH",
      replacement: null,
    });
  });
});

describe("a placed order", () => {
  it("keeps each line's choice as the cart held it, whatever the shopper chooses later", async () => {
    const customer = await readyCheckoutCustomer();
    await setQty(customer.token, basmati.id, 1);
    const cart = await setQty(customer.token, notHalal.id, 1);
    const [seeded] = cart.cartItems;
    if (!seeded) throw new Error("the customer's cart is empty");
    await setChoice(customer.token, seeded.id, { choice: "REFUND" });
    await setChoice(customer.token, lineId(cart, basmati), {
      choice: "SPECIFIC_ITEM",
      replacementProductId: sameSizeCheaper.id,
    });
    const body = await checkoutBody(customer.token, customer);
    expect((await placeOrder(customer.token, body)).statusCode).toBe(201);

    // Chosen again after the order: the order keeps what it was placed with.
    await setQty(customer.token, basmati.id, 1);
    const next = await getCart(customer.token);
    await setChoice(customer.token, lineId(next, basmati), { choice: "REFUND" });

    const [order] = await ordersOf(customer.user.id);
    const lines = await (
      await testDb()
    )
      .select({
        productId: orderItems.productId,
        ifUnavailable: orderItems.ifUnavailable,
        replacementProductId: orderItems.replacementProductId,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? 0));
    const byProduct = new Map(lines.map((line) => [line.productId, line]));
    expect(byProduct.get(seeded.product.id)).toMatchObject({ ifUnavailable: "REFUND" });
    expect(byProduct.get(basmati.id)).toMatchObject({
      ifUnavailable: "SPECIFIC_ITEM",
      replacementProductId: sameSizeCheaper.id,
    });
    expect(byProduct.get(notHalal.id)).toMatchObject({
      ifUnavailable: "BEST_MATCH",
      replacementProductId: null,
    });
    // Its lines would hold on to this file's products, which the file removes at its end.
    await (await testDb()).delete(orders).where(eq(orders.id, order?.id ?? 0));
  });
});
