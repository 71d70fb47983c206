import { describe, expect, it } from "vitest";
import type { ProductSummary } from "@/api/types";
import { readContract } from "../../../tests/mocks/contract";
import { client, serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";

serveMockApiInEachTest();

const contract = readContract() as {
  components: { schemas: { ProductSummary: { properties: Record<string, unknown> } } };
};
/** The card's fields as the contract lists them (ProductSummary), sorted. */
const cardFields = Object.keys(contract.components.schemas.ProductSummary.properties).sort();

/** Issue 14: every list the mock answers holds the server's lean cards, never the info table. */
function expectCards(products: readonly ProductSummary[] | undefined, where: string) {
  expect(products?.length, where).toBeGreaterThan(0);
  for (const product of products ?? []) {
    expect(Object.keys(product).sort(), where).toEqual(cardFields);
  }
}

describe("lean product lists", () => {
  it("answers cards on home, the search landing, lists and similar products", async () => {
    const home = await client.GET("/catalog/ui/web/home");
    expectCards(
      home.data?.data.showcaseSubCategories.flatMap((showcase) => showcase.products),
      "home",
    );
    const landing = (await client.GET("/catalog/ui/search-page")).data?.data;
    expectCards(
      [
        ...(landing?.newArrivalLeafCategories ?? []),
        ...(landing?.bestSellerSubCategories ?? []),
      ].flatMap((showcase) => showcase.products),
      "search landing",
    );
    const search = await client.GET("/catalog/ui/products", {
      params: { query: { name: "rice" } },
    });
    expectCards(search.data?.data, "search results");
    const similar = await client.GET("/catalog/ui/similar-products", {
      params: { query: { categoryId: 11 } },
    });
    expectCards(similar.data?.data, "similar products");
  });

  it("answers cards in cart lines, Order Again and order lines", async () => {
    signInAs("customer");
    await client.POST("/cart/items/replace", { body: { productId: 101, qty: 2 } });
    const cart = await client.GET("/cart");
    expectCards(
      cart.data?.data.cartItems.map((line) => line.product),
      "cart lines",
    );
    const bought = await client.GET("/orders/ui/previously-bought-items", {
      params: { query: { period: "currentYear" } },
    });
    expectCards(
      bought.data?.data.map((item) => item.product),
      "Order Again",
    );
    const orders = await client.GET("/orders/ui");
    expectCards(
      orders.data?.data.flatMap((order) => order.orderProducts.map((line) => line.product)),
      "order lines",
    );
  });

  it("keeps the whole product, info table included, for the product page", async () => {
    const detail = await client.GET("/catalog/ui/products/{id}", {
      params: { path: { id: 101 } },
    });
    expect(detail.data?.data.table.length).toBeGreaterThan(0);
    expect(detail.data?.data.fileResponses.length).toBeGreaterThan(0);
  });
});
