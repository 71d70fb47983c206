import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../../server/http/types";
import { escapeXml } from "../../server/modules/media";
import { getData as get, invalidateCatalog, rows } from "./support/catalog";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

type Category = Schemas["Category"];
type SubCategory = Schemas["SubCategory"];
type HomePage = Schemas["HomePage"];

beforeAll(async () => {
  await getTestApp();
});

describe("catalogue screens", () => {
  it("lists top categories with their sub-categories", async () => {
    const { response, body } = await get<Category[]>("listCategories", "/catalog/ui/categories");
    expect(response.statusCode).toBe(200);
    expect(body.data.length).toBeGreaterThan(3);
    expect(body.data.every((category) => category.subCategories.length > 0)).toBe(true);
  });

  it("answers the home page with banners, highlights and showcases of up to 12 products", async () => {
    const { body } = await get<HomePage>("getHomePage", "/catalog/ui/web/home");
    expect(body.data.promotionBanners.length).toBeGreaterThan(0);
    expect(body.data.highlightSubCategories.length).toBeGreaterThan(0);
    expect(body.data.showcaseSubCategories.length).toBeGreaterThan(0);
    for (const showcase of body.data.showcaseSubCategories) {
      expect(showcase.products.length).toBeGreaterThan(0);
      expect(showcase.products.length).toBeLessThanOrEqual(12);
      // In stock first: no in-stock product after one that is not.
      const stock = showcase.products.map((product) => product.inStock === "IN_STOCK");
      expect(stock.indexOf(false) === -1 || !stock.slice(stock.indexOf(false)).includes(true)).toBe(
        true,
      );
    }
  });

  it("describes each banner in the words its picture draws, not by its position", async () => {
    const { app } = await getTestApp();
    const { body } = await get<HomePage>("getHomePage", "/catalog/ui/web/home");
    const banners = body.data.promotionBanners;
    expect(banners.length).toBeGreaterThan(1);
    for (const banner of banners) {
      expect(banner.description).not.toMatch(/^Offer \d/);
      const picture = await app.inject({ method: "GET", url: banner.fileResponse.fullUrl });
      expect(picture.statusCode).toBe(200);
      // The picture's title is its headline and offer: the description says the same.
      const title = /<title>([^<]*)<\/title>/.exec(picture.body)?.[1] ?? "";
      expect(title).toBe(escapeXml(banner.description));
      // The headline names what the banner promotes.
      const subject =
        banner.promotionBannerType === "PRODUCT"
          ? await rows<{ name: string }>(
              sql`select name from products where id = ${banner.entityId}`,
            )
          : await rows<{ name: string }>(
              sql`select name from categories where id = ${banner.entityId}`,
            );
      expect(banner.description.startsWith(`${subject[0]?.name}. `)).toBe(true);
    }
    expect(new Set(banners.map((banner) => banner.description)).size).toBe(banners.length);
  });

  it("shows only the ethnicity's products in the home showcases", async () => {
    const [ethnicity] = await rows<{ id: number }>(
      sql`select id from ethnicities order by id limit 1`,
    );
    const id = ethnicity?.id ?? 1;
    const { body } = await get<HomePage>("getHomePage", `/catalog/ui/web/home?ethnicity=${id}`);
    const ids = body.data.showcaseSubCategories.flatMap((showcase) =>
      showcase.products.map((p) => p.id),
    );
    expect(ids.length).toBeGreaterThan(0);
    const linked = await rows<{ productId: number }>(
      sql`select product_id as "productId" from product_ethnicities where ethnicity_id = ${id}`,
    );
    const allowed = new Set(linked.map((row) => row.productId));
    expect(ids.filter((productId) => !allowed.has(productId))).toEqual([]);
  });

  it("answers the search landing and the footer's popular searches", async () => {
    const page = await get<Schemas["SearchPage"]>("getSearchPage", "/catalog/ui/search-page");
    expect(page.body.data.newArrivalLeafCategories.length).toBeGreaterThan(0);
    expect(page.body.data.bestSellerSubCategories.length).toBeGreaterThan(0);
    const popular = await get<Schemas["PopularSearches"]>(
      "getPopularSearches",
      "/catalog/ui/web/popular-searches",
    );
    expect(popular.body.data.products.length).toBeGreaterThan(0);
    expect(popular.body.data.featuredBrands.length).toBeGreaterThan(0);
    expect(popular.body.data.bestSellerSubCategories.length).toBeGreaterThan(0);
  });

  it("answers sub-category lists, siblings and one sub-category", async () => {
    const categories = (await get<Category[]>("listCategories", "/catalog/ui/categories")).body
      .data;
    const top = categories[0] as Category;
    const sub = top.subCategories[0] as SubCategory;
    const all = await get<SubCategory[]>(
      "listAllSubCategories",
      "/catalog/ui/subcategories/get-all",
    );
    expect(all.body.data.length).toBe(categories.reduce((n, c) => n + c.subCategories.length, 0));
    expect(all.body.data[0]?.id).toBe(sub.id);
    const children = await get<SubCategory[]>(
      "listSubCategories",
      `/catalog/ui/subcategories?categoryId=${top.id}`,
    );
    expect(children.body.data.map((c) => c.id)).toEqual(top.subCategories.map((c) => c.id));
    const siblings = await get<SubCategory[]>(
      "listSiblingSubCategories",
      `/catalog/ui/subcategories/siblings?subcategoryId=${sub.id}`,
    );
    expect(siblings.body.data.map((c) => c.id)).toEqual(top.subCategories.map((c) => c.id));
    const topSiblings = await get<SubCategory[]>(
      "listSiblingSubCategories",
      `/catalog/ui/subcategories/siblings?subcategoryId=${top.id}`,
    );
    expect(topSiblings.body.data.map((c) => c.id)).toEqual(categories.map((c) => c.id));
    const one = await get<SubCategory>("getSubCategory", `/catalog/ui/subcategories/${sub.id}`);
    expect(one.body.data).toEqual(sub);
  });

  it("answers empty lists for unknown categories and 404 for an unknown sub-category", async () => {
    const children = await get<SubCategory[]>(
      "listSubCategories",
      "/catalog/ui/subcategories?categoryId=999999",
    );
    expect(children.body.data).toEqual([]);
    const siblings = await get<SubCategory[]>(
      "listSiblingSubCategories",
      "/catalog/ui/subcategories/siblings?subcategoryId=999999",
    );
    expect(siblings.body.data).toEqual([]);
    const missing = await callApi("GET", "/catalog/ui/subcategories/999999");
    expectContract("getSubCategory", missing);
    expect(missing.statusCode).toBe(404);
  });

  it("strips scripts and handlers from a category description", async () => {
    const [top] = await rows<{ id: number }>(
      sql`select id from categories where parent_id is null limit 1`,
    );
    const [row] = await rows<{ id: number }>(
      sql`insert into categories (parent_id, name, description_html, position)
          values (${top?.id ?? null}, 'Test Unsafe', ${'<p onclick="steal()">Fresh <b>food</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.com">y</a>'}, 999)
          returning id`,
    );
    try {
      await invalidateCatalog();
      const { body } = await get<SubCategory>(
        "getSubCategory",
        `/catalog/ui/subcategories/${row?.id}`,
      );
      expect(body.data.description).toBe(
        '<p>Fresh <b>food</b></p><a rel="noopener noreferrer">x</a><a href="https://example.com" rel="noopener noreferrer">y</a>',
      );
    } finally {
      await rows(sql`delete from categories where id = ${row?.id ?? 0}`);
      await invalidateCatalog();
    }
  });

  it("serves cached answers until the catalogue cache is invalidated", async () => {
    const [category] = await rows<{ id: number; name: string }>(
      sql`select id, name from categories where parent_id is null order by position, id limit 1`,
    );
    const id = category?.id ?? 0;
    await get<Category[]>("listCategories", "/catalog/ui/categories");
    await rows(sql`update categories set name = 'Renamed For Test' where id = ${id}`);
    try {
      const cached = await get<Category[]>("listCategories", "/catalog/ui/categories");
      expect(cached.body.data.find((c) => c.id === id)?.name).toBe(category?.name);
      await invalidateCatalog();
      const fresh = await get<Category[]>("listCategories", "/catalog/ui/categories");
      expect(fresh.body.data.find((c) => c.id === id)?.name).toBe("Renamed For Test");
    } finally {
      await rows(sql`update categories set name = ${category?.name ?? ""} where id = ${id}`);
      await invalidateCatalog();
    }
  });
});

describe("input the contract refuses", () => {
  const cases: [string, string][] = [
    ["listProducts", "/catalog/ui/products?page=0"],
    ["listProducts", "/catalog/ui/products?size=101"],
    ["listProducts", "/catalog/ui/products?sortBy=CHEAP"],
    ["listProducts", "/catalog/ui/products?categoryId=abc"],
    ["listProducts", "/catalog/ui/products?ethnicity=0"],
    ["listProducts", `/catalog/ui/products?name=${"a".repeat(101)}`],
    ["getHomePage", "/catalog/ui/web/home?ethnicity=0"],
    ["getProduct", "/catalog/ui/products/abc"],
    ["searchTags", "/catalog/ui/tags/search"],
    ["searchTags", "/catalog/ui/tags/search?name="],
    ["listSimilarProducts", "/catalog/ui/similar-products"],
    ["listSubCategories", "/catalog/ui/subcategories?categoryId=abc"],
    ["listSiblingSubCategories", "/catalog/ui/subcategories/siblings"],
    ["getSubCategory", "/catalog/ui/subcategories/0"],
  ];

  it.each(cases)("%s refuses %s with 400 and the problems", async (operationId, url) => {
    const response = await callApi("GET", url);
    expectContract(operationId, response);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: string[] }).errors.length).toBeGreaterThan(0);
  });

  it("answers 401 to an invalid token on a call where the session is optional", async () => {
    const response = await callApi("GET", "/catalog/ui/web/home", { token: "not-a-real-token" });
    expectContract("getHomePage", response);
    expect(response.statusCode).toBe(401);
  });
});
