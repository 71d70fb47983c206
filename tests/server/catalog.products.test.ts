import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../../server/http/types";
import {
  addCartLine,
  categoryIdsOf,
  getData as get,
  guestSession,
  listProducts,
  rows,
} from "./support/catalog";
import { signInCustomer } from "./support/auth";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

type HomePage = Schemas["HomePage"];

beforeAll(async () => {
  await getTestApp();
});

describe("products", () => {
  it("answers a product with prices, images, categories and its info table", async () => {
    const { body: page } = await listProducts("size=1");
    const first = page.data[0] as Schemas["ProductSummary"];
    const { body } = await get<Schemas["Product"]>(
      "getProduct",
      `/catalog/ui/products/${first.id}`,
    );
    const product = body.data;
    // The card of a list is the product page's product without the page's own fields.
    expect(product).toMatchObject(first);
    expect(product.table.length).toBeGreaterThan(0);
    expect(product.formattedPrice).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(product.formattedPrice).toBe(`$${product.price.toFixed(2)}`);
    expect(product.subCategories.length).toBeGreaterThan(0);
    expect(product.fileResponse).toEqual(product.fileResponses[0] ?? null);
    expect(product.shareText).toContain(product.name);
    expect(product.qtyInCart).toBe(0);
    expect(product.cartItemId).toBeNull();
    const expected =
      product.originalPrice > product.price
        ? Math.round(((product.originalPrice - product.price) / product.originalPrice) * 100)
        : 0;
    expect(product.discountValue).toBe(expected);
  });

  it("answers 404 for an unknown product", async () => {
    const response = await callApi("GET", "/catalog/ui/products/999999");
    expectContract("getProduct", response);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Product not found" });
  });

  it("lists similar products of a sub-category, in stock first", async () => {
    const [link] = await rows<{ categoryId: number }>(
      sql`select category_id as "categoryId" from product_categories group by category_id
          order by count(*) desc limit 1`,
    );
    const { body } = await get<Schemas["ProductSummary"][]>(
      "listSimilarProducts",
      `/catalog/ui/similar-products?categoryId=${link?.categoryId}`,
    );
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(20);
    const stock = body.data.map((product) => product.inStock === "IN_STOCK");
    expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
    const filedUnder = await categoryIdsOf(body.data.map((product) => product.id));
    for (const ids of filedUnder.values()) expect(ids).toContain(link?.categoryId);
  });

  it("reflects the caller's cart in every product of every answer", async () => {
    const { token, userId } = await guestSession();
    const { body: page } = await listProducts("size=3");
    const product = page.data[1] as Schemas["ProductSummary"];
    const cartItemId = await addCartLine(userId, product.id, 2);
    const detail = await get<Schemas["Product"]>(
      "getProduct",
      `/catalog/ui/products/${product.id}`,
      token,
    );
    expect(detail.body.data).toMatchObject({ qtyInCart: 2, cartItemId });
    const list = await listProducts("size=3", token);
    expectContract("listProducts", list.response);
    expect(list.body.data.map((p) => p.qtyInCart)).toEqual([0, 2, 0]);
    const anonymous = await get<Schemas["Product"]>(
      "getProduct",
      `/catalog/ui/products/${product.id}`,
    );
    expect(anonymous.body.data).toMatchObject({ qtyInCart: 0, cartItemId: null });
    const similar = await get<Schemas["ProductSummary"][]>(
      "listSimilarProducts",
      `/catalog/ui/similar-products?categoryId=${detail.body.data.subCategories[0]?.id}`,
      token,
    );
    expect(similar.body.data.find((p) => p.id === product.id)).toMatchObject({ qtyInCart: 2 });
  });

  it("reflects the cart in home showcases", async () => {
    const { token, userId } = await guestSession();
    const home = await get<HomePage>("getHomePage", "/catalog/ui/web/home");
    const product = home.body.data.showcaseSubCategories[0]?.products[0];
    const cartItemId = await addCartLine(userId, product?.id ?? 0, 4);
    const mine = await get<HomePage>("getHomePage", "/catalog/ui/web/home", token);
    expect(mine.body.data.showcaseSubCategories[0]?.products[0]).toMatchObject({
      qtyInCart: 4,
      cartItemId,
    });
  });
});

describe("restock notifications", () => {
  async function productWith(stock: "IN_STOCK" | "NOT_IN_STOCK") {
    const condition =
      stock === "IN_STOCK" ? sql`stock_status = 'IN_STOCK'` : sql`stock_status <> 'IN_STOCK'`;
    const [row] = await rows<{ id: number }>(
      sql`select id from products where ${condition} order by id limit 1`,
    );
    return row?.id ?? 0;
  }

  it("needs a session", async () => {
    const response = await callApi(
      "POST",
      `/catalog/ui/products/${await productWith("NOT_IN_STOCK")}`,
    );
    expectContract("requestRestockNotification", response);
    expect(response.statusCode).toBe(401);
  });

  it("turns a guest away (403: customers are told, docs/restock-alerts.md)", async () => {
    const { token, userId } = await guestSession();
    const id = await productWith("NOT_IN_STOCK");
    const response = await callApi("POST", `/catalog/ui/products/${id}`, { token });
    expectContract("requestRestockNotification", response);
    expect(response.statusCode).toBe(403);
    const requests = await rows(
      sql`select 1 from restock_requests where user_id = ${userId} and product_id = ${id}`,
    );
    expect(requests).toHaveLength(0);
  });

  it("registers a customer once however often they ask", async () => {
    const { token, user } = await signInCustomer();
    const id = await productWith("NOT_IN_STOCK");
    for (let i = 0; i < 2; i += 1) {
      const response = await callApi("POST", `/catalog/ui/products/${id}`, { token });
      expectContract("requestRestockNotification", response);
      expect(response.statusCode).toBe(204);
    }
    const requests = await rows(
      sql`select 1 from restock_requests where user_id = ${user.id} and product_id = ${id}`,
    );
    expect(requests).toHaveLength(1);
  });

  it("refuses an in-stock product with 409 and an unknown one with 404", async () => {
    const { token } = await signInCustomer();
    const inStock = await callApi("POST", `/catalog/ui/products/${await productWith("IN_STOCK")}`, {
      token,
    });
    expectContract("requestRestockNotification", inStock);
    expect(inStock.statusCode).toBe(409);
    const unknown = await callApi("POST", "/catalog/ui/products/999999", { token });
    expectContract("requestRestockNotification", unknown);
    expect(unknown.statusCode).toBe(404);
  });
});
