import { describe, expect, it } from "vitest";
import type { DietFilter, ProductSort } from "@/api/types";
import { client, serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";

serveMockApiInEachTest();

async function listProducts(query: {
  page?: number;
  size?: number;
  name?: string;
  sortBy?: ProductSort;
  categoryId?: number;
  marks?: DietFilter[];
}) {
  const { data, response } = await client.GET("/catalog/ui/products", { params: { query } });
  expect(response.status).toBe(200);
  return { products: data?.data ?? [], meta: data?.meta, filterCounts: data?.filterCounts ?? [] };
}

const countOf = (counts: { filter: DietFilter; count: number }[], filter: DietFilter) =>
  counts.find((entry) => entry.filter === filter)?.count;

describe("marks, diet filters and unit prices (issue 31)", () => {
  it("keeps the products with every mark asked for, and counts each chip", async () => {
    const all = await listProducts({ size: 100 });
    expect(all.products).toHaveLength(24);
    expect(countOf(all.filterCounts, "VEGETARIAN")).toBe(23);
    const vegHalal = await listProducts({ size: 100, marks: ["VEGETARIAN", "HALAL"] });
    expect(vegHalal.products.length).toBeGreaterThan(0);
    // Vegetarian food is halal by nature: together the two hide only what is not vegetarian.
    expect(vegHalal.products.map((product) => product.id)).toEqual(
      all.products
        .filter((product) => !product.marks.includes("NON_VEGETARIAN"))
        .map((product) => product.id),
    );
    // Each count is of the list with that filter added to those already on.
    expect(countOf(vegHalal.filterCounts, "HALAL")).toBe(vegHalal.products.length);
    const withJain = await listProducts({ size: 100, marks: ["VEGETARIAN", "HALAL", "JAIN"] });
    expect(countOf(vegHalal.filterCounts, "JAIN")).toBe(withJain.products.length);
  });

  it("sorts by unit price: weights cheapest per gram first, then volumes, then counts", async () => {
    const { products } = await listProducts({ sortBy: "UNIT_PRICE_LOW", size: 100 });
    expect(products.at(-2)?.weight).toBe("1 gal");
    expect(products.at(-1)?.weight).toBe("12 ct");
    expect(products.at(-1)?.formattedUnitPrice).toBe("$0.42/ct");
    const atta = await listProducts({ sortBy: "UNIT_PRICE_LOW", categoryId: 12 });
    expect(atta.products.map((product) => product.name)).toEqual([
      "Whole Wheat Atta 10 lb",
      "Besan Gram Flour 2 lb",
    ]);
  });

  it("applies the customer's 'always show only' preference to every listing", async () => {
    signInAs("customer");
    const saved = await client.PUT("/users/ui/shopping-preferences", {
      body: { onlyShow: ["VEGETARIAN"] },
    });
    expect(saved.data?.data).toEqual({ onlyShow: ["VEGETARIAN"] });
    const eggs = await listProducts({ name: "brown eggs" });
    expect(eggs.products).toEqual([]);
    const home = await client.GET("/catalog/ui/web/home", { params: { query: {} } });
    const shown = home.data?.data.showcaseSubCategories.flatMap((showcase) => showcase.products);
    expect(shown?.some((product) => product.marks.includes("NON_VEGETARIAN"))).toBe(false);
    // A guest has no preference: eggs are found.
    signInAs("guest");
    expect((await listProducts({ name: "brown eggs" })).products).toHaveLength(1);
  });

  it("keeps a customer's restock request until it is cancelled; a guest is refused", async () => {
    signInAs("guest");
    const guest = await client.POST("/catalog/ui/products/{id}", { params: { path: { id: 112 } } });
    expect(guest.response.status).toBe(403);
    signInAs("customer");
    await client.POST("/catalog/ui/products/{id}", { params: { path: { id: 112 } } });
    const asked = await client.GET("/catalog/ui/products/{id}", { params: { path: { id: 112 } } });
    expect(asked.data?.data.restockRequested).toBe(true);
    const cancelled = await client.DELETE("/catalog/ui/products/{id}/restock-notification", {
      params: { path: { id: 112 } },
    });
    expect(cancelled.response.status).toBe(204);
    const after = await client.GET("/catalog/ui/products/{id}", { params: { path: { id: 112 } } });
    expect(after.data?.data.restockRequested).toBe(false);
  });
});

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
