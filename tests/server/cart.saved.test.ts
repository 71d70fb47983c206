import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts } from "../../server/db/schema";
import { signInGuest } from "./support/auth";
import {
  cartCall,
  dataOf,
  getCart,
  insertProduct,
  insertSavedItem,
  lineOf,
  removeCartFixtures,
  setQty,
  testDb,
  type Cart,
  type CartItem,
  type TestProduct,
} from "./support/cart";

/** Saved for later: moving lines out of the cart and back, listing and deleting them. */

let basmati: TestProduct; // $12.50, was $15.00
let chai: TestProduct; // $3.99, at most 3 per order
let soon: TestProduct;

beforeAll(async () => {
  basmati = await insertProduct({ label: "Basmati", priceCents: 1250, originalPriceCents: 1500 });
  chai = await insertProduct({ label: "Chai", priceCents: 399, maxOrderQty: 3 });
  soon = await insertProduct({ label: "Mangoes", priceCents: 500, stockStatus: "COMING_SOON" });
});

afterAll(removeCartFixtures);

const SAVED = "/cart/items/saved-for-later";

async function listSaved(token: string): Promise<CartItem[]> {
  return dataOf<CartItem[]>(await cartCall("listSavedForLater", "GET", SAVED, token));
}

const save = (token: string, productId: number) =>
  cartCall("saveForLater", "POST", SAVED, token, { productId });

const moveBack = (token: string, productId: number) =>
  cartCall("moveSavedToCart", "POST", `${SAVED}/move-to-cart`, token, { productId });

const removeSaved = (token: string, ids: unknown) =>
  cartCall("removeSavedForLater", "DELETE", SAVED, token, { ids });

describe("saveForLater and listSavedForLater", () => {
  it("starts empty", async () => {
    const { token } = await signInGuest();
    expect(await listSaved(token)).toEqual([]);
  });

  it("moves the line, with its quantity, out of the cart", async () => {
    const { token } = await signInGuest();
    await setQty(token, basmati.id, 2);
    await setQty(token, chai.id, 1);
    const cart = dataOf<Cart>(await save(token, basmati.id));
    expect(cart.cartItems.map((item) => item.product.id)).toEqual([chai.id]);
    expect(cart.formattedSubTotal).toBe("$3.99");
    const [saved, ...rest] = await listSaved(token);
    expect(rest).toEqual([]);
    expect(saved).toMatchObject({
      qty: 2,
      price: 12.5,
      originalPrice: 15,
      formattedPrice: "$12.50",
      formattedOriginalPrice: "$15.00",
      formattedTotal: "$25.00",
      formattedOriginalTotal: "$30.00",
    });
    expect(saved?.product).toMatchObject({ id: basmati.id, qtyInCart: 0, cartItemId: null });
  });

  it("lists the newest first", async () => {
    const { token } = await signInGuest();
    await setQty(token, basmati.id, 1);
    await setQty(token, chai.id, 1);
    await save(token, basmati.id);
    await save(token, chai.id);
    expect((await listSaved(token)).map((item) => item.product.id)).toEqual([chai.id, basmati.id]);
  });

  it("answers 404 for a product that is not in the cart, and 400 for malformed input", async () => {
    const { token } = await signInGuest();
    const missing = await save(token, basmati.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "This product is not in your cart." });
    for (const body of [{}, { productId: 0 }, { productId: basmati.id, qty: 2 }]) {
      const response = await cartCall("saveForLater", "POST", SAVED, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("drops a saved product from the list once it is added to the cart again", async () => {
    const { token } = await signInGuest();
    await setQty(token, basmati.id, 1);
    await save(token, basmati.id);
    expect(lineOf(await setQty(token, basmati.id, 4), basmati.id)?.qty).toBe(4);
    expect(await listSaved(token)).toEqual([]);
  });
});

describe("moveSavedToCart", () => {
  it("restores the saved quantity", async () => {
    const { token } = await signInGuest();
    await setQty(token, basmati.id, 2);
    await save(token, basmati.id);
    const cart = dataOf<Cart>(await moveBack(token, basmati.id));
    expect(lineOf(cart, basmati.id)).toMatchObject({ qty: 2, formattedTotal: "$25.00" });
    expect(await listSaved(token)).toEqual([]);
  });

  it("adds to a line already in the cart, never beyond the limit per order", async () => {
    const { token, user } = await signInGuest();
    await setQty(token, chai.id, 2);
    await insertSavedItem(user.id, chai.id, 2);
    expect(lineOf(dataOf<Cart>(await moveBack(token, chai.id)), chai.id)?.qty).toBe(3);
    await setQty(token, chai.id, 0);
    await insertSavedItem(user.id, chai.id, 7);
    expect(lineOf(dataOf<Cart>(await moveBack(token, chai.id)), chai.id)?.qty).toBe(3);
  });

  it("answers 404 for a product the caller has not saved, even if someone else has", async () => {
    const owner = await signInGuest();
    await insertSavedItem(owner.user.id, basmati.id, 1);
    const { token } = await signInGuest();
    const response = await moveBack(token, basmati.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "This product is not saved for later." });
    expect((await listSaved(owner.token)).map((item) => item.product.id)).toEqual([basmati.id]);
  });

  it("answers 409 for a product that is not in stock, and keeps it saved", async () => {
    const { token, user } = await signInGuest();
    await insertSavedItem(user.id, soon.id, 1);
    const response = await moveBack(token, soon.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: `${soon.name} is out of stock.` });
    expect((await listSaved(token)).map((item) => item.product.id)).toEqual([soon.id]);
    expect((await getCart(token)).cartItems).toEqual([]);
  });

  it("marks the cart changed, as saving does", async () => {
    const { token, user } = await signInGuest();
    await setQty(token, basmati.id, 1);
    const db = await testDb();
    const updatedAt = async () =>
      (await db.select().from(carts).where(eq(carts.userId, user.id)))[0]?.updatedAt.getTime();
    const old = new Date("2000-01-01T00:00:00Z");
    await db.update(carts).set({ updatedAt: old }).where(eq(carts.userId, user.id));
    await save(token, basmati.id);
    expect(await updatedAt()).toBeGreaterThan(old.getTime());
    await db.update(carts).set({ updatedAt: old }).where(eq(carts.userId, user.id));
    await moveBack(token, basmati.id);
    expect(await updatedAt()).toBeGreaterThan(old.getTime());
  });
});

describe("removeSavedForLater", () => {
  it("deletes the caller's items, ignores unknown and other users' ids, answers the rest", async () => {
    const other = await signInGuest();
    const theirs = await insertSavedItem(other.user.id, basmati.id, 1);
    const { token, user } = await signInGuest();
    const kept = await insertSavedItem(user.id, chai.id, 1);
    const dropped = await insertSavedItem(user.id, basmati.id, 2);
    const remaining = dataOf<CartItem[]>(
      await removeSaved(token, [dropped, theirs, 2_000_000_000]),
    );
    expect(remaining.map((item) => item.id)).toEqual([kept]);
    expect((await listSaved(other.token)).map((item) => item.id)).toEqual([theirs]);
  });

  it("answers 400 for an empty, repeated or missing list of ids", async () => {
    const { token } = await signInGuest();
    for (const ids of [[], [1, 1], undefined, ["x"]]) {
      const response = await removeSaved(token, ids);
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
    }
  });
});
