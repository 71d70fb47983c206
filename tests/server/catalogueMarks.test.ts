import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIET_FILTERS, keptByDietFilters } from "../../shared/catalog";
import type { Schemas } from "../../server/http/types";
import { signInCustomer, signInGuest, type SignedIn } from "./support/auth";
import {
  getCart,
  insertCartLine,
  insertProduct,
  lineOf,
  removeCartFixtures,
  setQty,
} from "./support/cart";
import {
  getData,
  invalidateCatalog,
  listProducts,
  rows,
  type ProductPage,
  type ProductSummary,
} from "./support/catalog";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";

/**
 * The community catalogue (issue 31, docs/catalogue-marks.md): products' marks and the diet
 * filters with their counts, unit prices and the UNIT_PRICE_LOW sort, the customers' "always show
 * only" preference on every listing, restockRequested and the cart's free-delivery meter. Run on
 * the seeded catalogue, on PGlite and on PostgreSQL.
 */

type DietFilter = Schemas["DietFilter"];

async function categoryId(name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`select id from categories where name = ${name}`);
  if (!row) throw new Error(`No category ${name}`);
  return row.id;
}

/** The products of a category and its sub-categories with their marks, straight from SQL. */
async function marksInCategory(id: number): Promise<Map<number, string[]>> {
  const found = await rows<{ id: number; marks: string[] }>(
    sql`select distinct p.id, p.marks from products p
        join product_categories pc on pc.product_id = p.id
        join categories c on c.id = pc.category_id
        where c.id = ${id} or c.parent_id = ${id}`,
  );
  return new Map(found.map((row) => [row.id, row.marks]));
}

async function page(query: string, token?: string): Promise<ProductPage> {
  const { response, body } = await listProducts(query, token);
  expectContract("listProducts", response);
  expect(response.statusCode, response.body).toBe(200);
  return body;
}

/** Every product of a listing, all pages read. */
async function everything(query: string, token?: string): Promise<ProductSummary[]> {
  const first = await page(`${query}&size=100&page=1`, token);
  const all = [...first.data];
  for (let n = 2; n <= first.meta.totalPages; n += 1) {
    all.push(...(await page(`${query}&size=100&page=${n}`, token)).data);
  }
  return all;
}

const countsOf = (body: ProductPage) =>
  Object.fromEntries(body.filterCounts.map((entry) => [entry.filter, entry.count]));

async function setPreferences(token: string, onlyShow: readonly DietFilter[]) {
  const response = await callApi("PUT", "/users/ui/shopping-preferences", {
    token,
    body: { onlyShow },
  });
  expectContract("updateShoppingPreferences", response);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["ShoppingPreferencesResponse"]).data;
}

afterAll(async () => {
  await removeCartFixtures();
  await invalidateCatalog();
});

describe("marks and unit prices on cards", () => {
  it("every card carries its stored marks in the contract's order and its unit price", async () => {
    const body = await page("name=paneer&size=50");
    expect(body.data.length).toBeGreaterThan(0);
    const stored = await rows<{ id: number; marks: string[]; netUnit: string | null }>(
      sql`select id, marks, net_unit as "netUnit" from products
          where id in (${sql.join(
            body.data.map((product) => sql`${product.id}`),
            sql`, `,
          )})`,
    );
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const product of body.data) {
      expect([...product.marks].sort()).toEqual([...(byId.get(product.id)?.marks ?? [])].sort());
      if (/paneer/i.test(product.name) && !/chicken/i.test(product.name)) {
        expect(product.marks, product.name).toContain("CONTAINS_DAIRY");
        expect(product.marks, product.name).not.toContain("VEGAN");
      }
      expect(product.restockRequested).toBe(false);
      if (byId.get(product.id)?.netUnit === "g") {
        expect(product.formattedUnitPrice).toMatch(
          /^\$\d[\d,]*\.\d{2,}\/oz · \$\d[\d,]*\.\d{2,}\/kg$/,
        );
      }
    }
  });

  it("household items carry no marks; eggs are not vegetarian", async () => {
    const detergent = await page("name=detergent&size=20");
    for (const product of detergent.data) expect(product.marks, product.name).toEqual([]);
    const eggs = await page("name=eggs&size=20");
    const egg = eggs.data.find((product) => /\beggs\b/i.test(product.name));
    expect(egg?.marks).toContain("NON_VEGETARIAN");
    expect(egg?.marks).not.toContain("VEGETARIAN");
    expect(egg?.formattedUnitPrice).toMatch(/\/ct$/);
  });
});

describe("diet filters and their counts", () => {
  let rice: number;
  let inRice: Map<number, string[]>;

  beforeAll(async () => {
    rice = await categoryId("Rice, Atta & Dals");
    inRice = await marksInCategory(rice);
  });

  // The rice aisle is all food, so each filter keeps the products with its marks.
  const expectedCount = (base: readonly DietFilter[]) =>
    [...inRice.values()].filter((marks) => keptByDietFilters(marks, base)).length;

  it("a listing keeps only products with every chosen mark, and counts each chip", async () => {
    const chosen: DietFilter[] = ["VEGAN", "GLUTEN_FREE"];
    const listed = await everything(`categoryId=${rice}&marks=VEGAN&marks=GLUTEN_FREE`);
    expect(listed.length).toBe(expectedCount(chosen));
    expect(listed.length).toBeGreaterThan(0);
    for (const product of listed) expect(product.marks).toEqual(expect.arrayContaining(chosen));

    const body = await page(`categoryId=${rice}&marks=VEGAN&marks=GLUTEN_FREE`);
    expect(body.filterCounts.map((entry) => entry.filter)).toEqual(DIET_FILTERS);
    for (const filter of DIET_FILTERS) {
      expect(countsOf(body)[filter], filter).toBe(expectedCount([...chosen, filter]));
    }
    // Atta is never gluten free: the chip's count excludes it.
    expect(listed.some((product) => /wheat|maida|sooji/i.test(product.name))).toBe(false);
  });

  it("an unfiltered listing counts each chip on its own", async () => {
    const body = await page(`categoryId=${rice}`);
    for (const filter of DIET_FILTERS) expect(countsOf(body)[filter]).toBe(expectedCount([filter]));
    // No meat in the rice aisle: all of it is vegetarian, so all of it is halal by nature.
    expect(countsOf(body).HALAL).toBe(countsOf(body).VEGETARIAN);
    expect(countsOf(body).VEGETARIAN).toBe(inRice.size);
  });

  it("a search filters and counts the same way as its matches", async () => {
    const all = await everything("name=chicken");
    const halal = await everything("name=chicken&marks=HALAL");
    // Halal keeps the halal chicken and the vegetarian chicken masalas, and hides the rest.
    const halalMeat = (product: ProductSummary) => product.marks.includes("HALAL");
    const vegetarian = (product: ProductSummary) => product.marks.includes("VEGETARIAN");
    expect(halal.some(halalMeat)).toBe(true);
    expect(halal.some(vegetarian)).toBe(true);
    expect(all.some((product) => !halalMeat(product) && !vegetarian(product))).toBe(true);
    expect(halal.map((product) => product.id)).toEqual(
      all.filter((product) => halalMeat(product) || vegetarian(product)).map(({ id }) => id),
    );
    const body = await page("name=chicken&marks=HALAL");
    for (const filter of DIET_FILTERS) {
      expect(countsOf(body)[filter], filter).toBe(
        halal.filter((product) => keptByDietFilters(product.marks, [filter])).length,
      );
    }
    expect(countsOf(body).VEGETARIAN).toBe(halal.filter(vegetarian).length);
  });

  it("refuses a mark that is no diet filter", async () => {
    const { response } = await listProducts("marks=CONTAINS_NUTS");
    expectContract("listProducts", response);
    expect(response.statusCode).toBe(400);
  });
});

describe("UNIT_PRICE_LOW", () => {
  const perUnit = (product: ProductSummary, quantity: Map<number, number>) =>
    product.price / (quantity.get(product.id) ?? Number.NaN);

  it("orders the atta by price per pound, cheapest first, in a listing and a search", async () => {
    const atta = await categoryId("Atta & Wheat Flour");
    const quantities = await rows<{ id: number; netQuantity: number; netUnit: string }>(
      sql`select p.id, p.net_quantity as "netQuantity", p.net_unit as "netUnit" from products p
          join product_categories pc on pc.product_id = p.id where pc.category_id = ${atta}`,
    );
    const quantity = new Map(quantities.map((row) => [row.id, row.netQuantity]));
    expect(quantities.every((row) => row.netUnit === "g")).toBe(true);

    const listed = await everything(`categoryId=${atta}&sortBy=UNIT_PRICE_LOW`);
    expect(listed.length).toBe(quantities.length);
    for (let i = 1; i < listed.length; i += 1) {
      const [before, after] = [listed[i - 1], listed[i]];
      if (!before || !after) continue;
      expect(perUnit(before, quantity)).toBeLessThanOrEqual(perUnit(after, quantity) + 1e-12);
    }
    for (const product of listed) expect(product.formattedUnitPrice).toMatch(/\/oz · .*\/kg$/);

    const searched = await everything("name=atta&sortBy=UNIT_PRICE_LOW");
    const searchedAtta = searched.filter((product) => quantity.has(product.id));
    expect(searchedAtta.map((product) => product.id)).toEqual(
      listed.filter((product) => searched.some((s) => s.id === product.id)).map((p) => p.id),
    );
  });

  it("puts weights, then volumes, then counts, then sizes without a unit", async () => {
    const foil = await insertProduct({
      label: "Unit sort foil",
      priceCents: 100,
      weight: "25 sq ft",
    });
    await invalidateCatalog();
    const order = { g: 0, ml: 1, ct: 2 } as Record<string, number>;
    const units = new Map(
      (
        await rows<{ id: number; netUnit: string | null }>(
          sql`select id, net_unit as "netUnit" from products`,
        )
      ).map((row) => [row.id, row.netUnit === null ? 3 : (order[row.netUnit] ?? 3)]),
    );
    const listed = await everything("sortBy=UNIT_PRICE_LOW");
    const groups = listed.map((product) => units.get(product.id) ?? 3);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(listed.at(-1)?.formattedUnitPrice).toBeNull();
    expect(listed.some((product) => product.id === foil.id)).toBe(true);
  });
});

describe("shopping preferences", () => {
  let vegan: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    [vegan, other] = [await signInCustomer(), await signInCustomer()];
  });

  it("are for customers only: no session answers 401, a guest 403", async () => {
    const guest = await signInGuest();
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { onlyShow: [] }],
    ] as const) {
      const anonymous = await callApi(method, "/users/ui/shopping-preferences", { body });
      expect(anonymous.statusCode).toBe(401);
      const refused = await callApi(method, "/users/ui/shopping-preferences", {
        token: guest.token,
        body,
      });
      expectContract(
        method === "GET" ? "getShoppingPreferences" : "updateShoppingPreferences",
        refused,
      );
      expect(refused.statusCode).toBe(403);
    }
  });

  it("refuses a body the contract does not allow with 400 and its error body", async () => {
    for (const body of [
      { onlyShow: ["CONTAINS_NUTS"] },
      { onlyShow: ["VEGAN", "VEGAN"] },
      { onlyShow: "VEGAN" },
      { onlyShow: [], extra: true },
      {},
    ]) {
      const response = await callApi("PUT", "/users/ui/shopping-preferences", {
        token: vegan.token,
        body,
      });
      expectContract("updateShoppingPreferences", response);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toHaveProperty("message");
    }
  });

  it("start empty, and are saved in the contract's order", async () => {
    const { response, body } = await getData<Schemas["ShoppingPreferences"]>(
      "getShoppingPreferences",
      "/users/ui/shopping-preferences",
      vegan.token,
    );
    expect(response.statusCode).toBe(200);
    expect(body.data).toEqual({ onlyShow: [] });
    expect(await setPreferences(vegan.token, ["GLUTEN_FREE", "VEGAN"])).toEqual({
      onlyShow: ["VEGAN", "GLUTEN_FREE"],
    });
    expect(await setPreferences(vegan.token, ["VEGAN"])).toEqual({ onlyShow: ["VEGAN"] });
  });

  it("keep the customer's listings, searches, home, search page and similar products to them", async () => {
    await setPreferences(vegan.token, ["VEGAN"]);
    // What the preference keeps: vegan food, and what is not food at all (soap, incense).
    const isVegan = (product: ProductSummary) =>
      product.marks.includes("VEGAN") || !product.marks.some((mark) => mark.endsWith("VEGETARIAN"));

    const snacks = await categoryId("Snacks & Namkeen");
    const theirs = await page(`categoryId=${snacks}&size=100`, vegan.token);
    const everyone = await page(`categoryId=${snacks}&size=100`, other.token);
    expect(theirs.data.every(isVegan)).toBe(true);
    expect(everyone.data.some((product) => !isVegan(product))).toBe(true);
    // The counts start from the preference: every chip counts vegan products only.
    expect(countsOf(theirs).VEGAN).toBe(countsOf(theirs).VEGETARIAN);

    const search = await page("name=mango&size=100", vegan.token);
    expect(search.data.every(isVegan)).toBe(true);
    expect((await page("name=mango&size=100", other.token)).data.some((p) => !isVegan(p))).toBe(
      true,
    );

    const home = await getData<Schemas["HomePage"]>(
      "getHomePage",
      "/catalog/ui/web/home",
      vegan.token,
    );
    const homeProducts = home.body.data.showcaseSubCategories.flatMap((s) => s.products);
    expect(homeProducts.length).toBeGreaterThan(0);
    expect(homeProducts.every(isVegan)).toBe(true);
    const otherHome = await getData<Schemas["HomePage"]>(
      "getHomePage",
      "/catalog/ui/web/home",
      other.token,
    );
    expect(
      otherHome.body.data.showcaseSubCategories.flatMap((s) => s.products).some((p) => !isVegan(p)),
    ).toBe(true);

    const searchPage = await getData<Schemas["SearchPage"]>(
      "getSearchPage",
      "/catalog/ui/search-page",
      vegan.token,
    );
    const searchPageProducts = [
      ...searchPage.body.data.newArrivalLeafCategories,
      ...searchPage.body.data.bestSellerSubCategories,
    ].flatMap((s) => s.products);
    expect(searchPageProducts.every(isVegan)).toBe(true);

    const [sub] = await rows<{ id: number }>(
      sql`select id from categories where name = 'Paneer & Cheese'`,
    );
    const similar = await getData<ProductSummary[]>(
      "listSimilarProducts",
      `/catalog/ui/similar-products?categoryId=${sub?.id}`,
      vegan.token,
    );
    expect(similar.body.data).toEqual([]);
    const similarForOther = await getData<ProductSummary[]>(
      "listSimilarProducts",
      `/catalog/ui/similar-products?categoryId=${sub?.id}`,
      other.token,
    );
    expect(similarForOther.body.data.length).toBeGreaterThan(0);
  });

  it("apply at once when changed, and not to anyone without them", async () => {
    await setPreferences(vegan.token, ["VEGAN"]);
    const before = await page("name=paneer&size=50", vegan.token);
    expect(before.data).toEqual([]);
    await setPreferences(vegan.token, []);
    const after = await page("name=paneer&size=50", vegan.token);
    expect(after.data.length).toBeGreaterThan(0);
    // Anonymous (shared, kept) answers never carry a customer's preference.
    expect((await page("name=paneer&size=50")).data.length).toBe(after.data.length);
  });
});

describe("restockRequested", () => {
  it("is true for the customer waiting for the product, false for anyone else", async () => {
    const product = await insertProduct({
      label: "Restock flag",
      priceCents: 250,
      stockStatus: "OUT_OF_STOCK",
    });
    await invalidateCatalog();
    const [waiting, stranger] = [await signInCustomer(), await signInCustomer()];
    const asked = await callApi("POST", `/catalog/ui/products/${product.id}`, {
      token: waiting.token,
    });
    expect(asked.statusCode, asked.body).toBe(204);

    const flagOf = async (token?: string) => {
      const body = await page(`name=${encodeURIComponent(product.name)}`, token);
      return body.data.find((found) => found.id === product.id)?.restockRequested;
    };
    expect(await flagOf(waiting.token)).toBe(true);
    expect(await flagOf(stranger.token)).toBe(false);
    expect(await flagOf((await signInGuest()).token)).toBe(false);
    expect(await flagOf()).toBe(false);
    const detail = await getData<Schemas["Product"]>(
      "getProduct",
      `/catalog/ui/products/${product.id}`,
      waiting.token,
    );
    expect(detail.body.data.restockRequested).toBe(true);
    // A cart line of the product (it ran out after it was added) says so too.
    await insertCartLine(waiting.user.id, product.id, 1);
    expect(lineOf(await getCart(waiting.token), product.id)?.product.restockRequested).toBe(true);

    const cancelled = await callApi(
      "DELETE",
      `/catalog/ui/products/${product.id}/restock-notification`,
      { token: waiting.token },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await flagOf(waiting.token)).toBe(false);
  });
});

describe("the cart's free-delivery meter", () => {
  it("follows the subtotal to the threshold, where delivery turns free", async () => {
    const { token } = await signInGuest();
    const product = await insertProduct({ label: "Meter", priceCents: 1000, maxOrderQty: 10 });
    const empty = await getCart(token);
    expect(empty.freeDelivery).toEqual({
      isUnlocked: false,
      formattedRemaining: "$50.00",
      formattedThreshold: "$50.00",
      progressPercent: 0,
    });
    const some = await setQty(token, product.id, 2);
    expect(some.freeDelivery).toEqual({
      isUnlocked: false,
      formattedRemaining: "$30.00",
      formattedThreshold: "$50.00",
      progressPercent: 40,
    });
    expect(some.isDeliveryFeeFree).toBe(false);
    const enough = await setQty(token, product.id, 5);
    expect(enough.freeDelivery).toEqual({
      isUnlocked: true,
      formattedRemaining: "$0.00",
      formattedThreshold: "$50.00",
      progressPercent: 100,
    });
    expect(enough.isDeliveryFeeFree).toBe(true);
  });
});
