import { beforeAll, describe, expect, it } from "vitest";
import { readContract } from "../../openapi/operations";
import type { Schemas } from "../../server/http/types";
import { signInCustomer } from "./support/auth";
import { setQty } from "./support/cart";
import { getData as get, guestSession, listProducts, type ProductSummary } from "./support/catalog";
import { expectContract } from "./support/contract";
import { insertOrder } from "./support/orders";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/**
 * Issue 14, lean answers: every list of products carries exactly the card's fields (the
 * contract's ProductSummary), never the product page's info table, gallery or share text, which
 * made up most of the home and search answers; the product page still gets them all.
 */

type JsonObject = Record<string, unknown>;

function schemaOf(name: string): JsonObject {
  const components = readContract().components as { schemas: Record<string, JsonObject> };
  const schema = components.schemas[name];
  if (!schema) throw new Error(`No schema ${name} in the contract`);
  return schema;
}

const cardFields = Object.keys(schemaOf("ProductSummary").properties as JsonObject).sort();
const detailOnlyFields = ["rating", "fileResponses", "subCategories", "table", "shareText"];

/** Every product of an answer has the card's keys and nothing more. */
function expectCards(products: readonly ProductSummary[], where: string) {
  expect(products.length, where).toBeGreaterThan(0);
  for (const product of products) expect(Object.keys(product).sort(), where).toEqual(cardFields);
}

beforeAll(async () => {
  await getTestApp();
});

describe("lean product answers", () => {
  it("keeps the card's fields and the product page's fields apart in the contract", () => {
    expect(cardFields).not.toContain("table");
    const detail = schemaOf("Product").allOf as JsonObject[];
    const extra = detail.find((part) => part.properties !== undefined)?.properties as JsonObject;
    expect(Object.keys(extra).sort()).toEqual([...detailOnlyFields].sort());
  });

  it("answers cards without the info table on home and the search landing", async () => {
    const home = await get<Schemas["HomePage"]>("getHomePage", "/catalog/ui/web/home");
    expectCards(
      home.body.data.showcaseSubCategories.flatMap((showcase) => showcase.products),
      "home",
    );
    const search = await get<Schemas["SearchPage"]>("getSearchPage", "/catalog/ui/search-page");
    const { newArrivalLeafCategories, bestSellerSubCategories } = search.body.data;
    expectCards(
      [...newArrivalLeafCategories, ...bestSellerSubCategories].flatMap((s) => s.products),
      "search page",
    );
    expect(home.response.body).not.toContain('"table"');
    expect(search.response.body).not.toContain('"table"');
  });

  it("answers cards in searches, listings and similar products, the whole product in detail", async () => {
    const { response, body } = await listProducts("name=rice&size=10");
    expectContract("listProducts", response);
    expectCards(body.data, "search results");
    const first = body.data[0] as ProductSummary;

    const detail = await get<Schemas["Product"]>("getProduct", `/catalog/ui/products/${first.id}`);
    const product = detail.body.data;
    for (const field of detailOnlyFields) expect(product).toHaveProperty(field);
    expect(product.table.length).toBeGreaterThan(0);
    expect(product).toMatchObject(first);

    const similar = await get<ProductSummary[]>(
      "listSimilarProducts",
      `/catalog/ui/similar-products?categoryId=${product.subCategories[0]?.id}`,
    );
    expectCards(similar.body.data, "similar products");
  });

  it("answers cards in cart lines, Order Again and order lines", async () => {
    const { token } = await guestSession();
    const { body } = await listProducts("size=20");
    const inStock = body.data.find((product) => product.inStock === "IN_STOCK");
    const cart = await setQty(token, inStock?.id ?? 0, 1);
    expectCards(
      cart.cartItems.map((line) => line.product),
      "cart lines",
    );

    const customer = await signInCustomer();
    const order = await insertOrder(customer.user.id, { status: "COMPLETED" });
    const bought = await callApi("GET", "/orders/ui/previously-bought-items", {
      token: customer.token,
    });
    expectContract("listPreviouslyBoughtItems", bought);
    const items = (bought.json() as Schemas["PreviouslyBoughtItemPage"]).data;
    expectCards(
      items.map((item) => item.product),
      "Order Again",
    );
    const placed = await callApi("GET", `/orders/ui/${order.uuid}`, { token: customer.token });
    expectContract("getOrder", placed);
    expectCards(
      (placed.json() as Schemas["OrderResponse"]).data.orderProducts.map((line) => line.product),
      "order lines",
    );
  });
});
