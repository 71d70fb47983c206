import { describe, expect, it } from "vitest";
import { client, serveMockApiInEachTest } from "../../../tests/mocks/setup";

serveMockApiInEachTest();

async function listProducts(query: {
  page?: number;
  size?: number;
  name?: string;
  sortBy?: "RELEVANCE" | "PRICE_LOW" | "PRICE_HIGH" | "DISCOUNT";
  categoryId?: number;
}) {
  const { data, response } = await client.GET("/catalog/ui/products", { params: { query } });
  expect(response.status).toBe(200);
  return { products: data?.data ?? [], meta: data?.meta };
}

describe("the product list", () => {
  it("pages with page and size, 20 per page by default", async () => {
    expect((await listProducts({})).meta).toEqual({ currentPage: 1, totalPages: 2 });
    const second = await listProducts({ page: 2, size: 5 });
    expect(second.meta).toEqual({ currentPage: 2, totalPages: 5 });
    expect(second.products.map((product) => product.id)).toEqual([106, 107, 108, 109, 110]);
  });

  it("filters by name, across words and brands, ignoring case", async () => {
    const dals = await listProducts({ name: "DAL" });
    expect(dals.products.map((product) => product.name)).toEqual([
      "Toor Dal 4 lb",
      "Masoor Dal 2 lb",
    ]);
    const brand = await listProducts({ name: "spice route masala" });
    expect(brand.products.map((product) => product.id)).toEqual([117, 118]);
    expect((await listProducts({ name: "caviar" })).meta).toEqual({
      currentPage: 1,
      totalPages: 0,
    });
  });

  it("filters by category or sub-category", async () => {
    expect((await listProducts({ categoryId: 2 })).products).toHaveLength(6);
    const paneer = await listProducts({ categoryId: 22 });
    expect(paneer.products.map((product) => product.id)).toEqual([109, 110]);
  });

  it("sorts by price both ways and by discount", async () => {
    const prices = (await listProducts({ sortBy: "PRICE_LOW", size: 100 })).products.map(
      (p) => p.price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await listProducts({ sortBy: "PRICE_HIGH", size: 1 });
    expect(high.products[0]?.name).toBe("Basmati Rice 5 kg");
    const discount = await listProducts({ sortBy: "DISCOUNT", size: 1 });
    expect(discount.products[0]?.discountValue).toBe(25);
  });
});

describe("catalogue lookups", () => {
  it("answers 404 with the error body for an unknown product", async () => {
    const { response, error } = await client.GET("/catalog/ui/products/{id}", {
      params: { path: { id: 999 } },
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: "Product not found" });
  });

  it("lists children, siblings and a category's own description", async () => {
    const children = await client.GET("/catalog/ui/subcategories", {
      params: { query: { categoryId: 3 } },
    });
    expect(children.data?.data.map((sub) => sub.id)).toEqual([31, 32, 33]);
    const siblings = await client.GET("/catalog/ui/subcategories/siblings", {
      params: { query: { subcategoryId: 42 } },
    });
    expect(siblings.data?.data.map((sub) => sub.id)).toEqual([41, 42, 43]);
    const category = await client.GET("/catalog/ui/subcategories/{id}", {
      params: { path: { id: 2 } },
    });
    expect(category.data?.data.name).toBe("Dairy & Eggs");
  });
});
