import { describe, expect, it } from "vitest";
import { SHARED_CART_ID, UNKNOWN_CART_SHARE_ID } from "../fixtures";
import { client, signInAs, serveMockApiInEachTest } from "../../../tests/mocks/setup";

serveMockApiInEachTest();

const read = (id: string) => client.GET("/cart/shares/{id}", { params: { path: { id } } });
const addAll = (id: string) =>
  client.POST("/cart/shares/{id}/add-to-cart", { params: { path: { id } } });

describe("shared carts", () => {
  it("snapshots the cart, then the saved items, and anyone reads it", async () => {
    signInAs("guest");
    await client.POST("/cart/items/replace", { body: { productId: 101, qty: 2 } });
    const created = await client.POST("/cart/shares");
    expect(created.response.status).toBe(201);
    const share = created.data?.data;
    expect(share?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(share?.items.map((item) => [item.productId, item.qty])).toEqual([
      [101, 2],
      [111, 1],
    ]);
    expect(Date.parse(share?.expiresAt ?? "") - Date.parse(share?.createdAt ?? "")).toBe(
      30 * 24 * 60 * 60 * 1000,
    );

    signInAs("nobody");
    expect((await read(share?.id ?? "")).data?.data).toEqual(share);
  });

  it("adds the in-stock items to the caller's cart and counts the skipped ones", async () => {
    signInAs("customer");
    await client.POST("/cart/items/replace", { body: { productId: 101, qty: 1 } });
    const { data, response } = await addAll(SHARED_CART_ID);
    expect(response.status).toBe(200);
    expect(data?.data).toMatchObject({ addedCount: 3, skippedCount: 2 });
    expect(data?.data.cart.cartItems.map((line) => [line.product.id, line.qty])).toEqual([
      [101, 3],
      [109, 1],
      [113, 3],
    ]);
  });

  it("answers 404 for an unknown id and 401 to add without a session", async () => {
    expect((await read(UNKNOWN_CART_SHARE_ID)).response.status).toBe(404);
    signInAs("nobody");
    expect((await addAll(SHARED_CART_ID)).response.status).toBe(401);
  });
});
