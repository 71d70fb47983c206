import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../../server/http/types";
import {
  categoryIdsOf,
  db,
  invalidateCatalog,
  listProducts,
  rows,
  type ProductSummary,
} from "./support/catalog";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

beforeAll(async () => {
  await getTestApp();
});

async function search(query: string) {
  const { response, body } = await listProducts(query);
  expectContract("listProducts", response);
  expect(response.statusCode).toBe(200);
  return body;
}

const names = (products: readonly ProductSummary[]) => products.map((product) => product.name);

describe("product search", () => {
  it("finds atta for the transliteration 'aata'", async () => {
    const { data } = await search("name=aata");
    expect(data.length).toBeGreaterThan(0);
    expect(names(data).every((name) => /\bat+a\b/i.test(name))).toBe(true);
  });

  it.each([
    ["arhar dal", /\b(toor|arhar|tuvar|tur|toovar)\b/i],
    ["aata flour", /\bat+a\b/i],
    ["chawal basmati", /\brice\b|chawal/i],
  ])("expands a transliteration anywhere in the text: '%s'", async (text, expected) => {
    const { data } = await search(`name=${encodeURIComponent(text)}`);
    expect(data.length).toBeGreaterThan(0);
    for (const name of names(data)) expect(name).toMatch(expected);
  });

  it("sorts rice by price both ways, with nothing but rice", async () => {
    const low = await search("name=rice&sortBy=PRICE_LOW&size=100");
    const high = await search("name=rice&sortBy=PRICE_HIGH&size=100");
    expect(low.data.length).toBeGreaterThan(5);
    expect(names(low.data).every((name) => /\brice\b|chawal/i.test(name))).toBe(true);
    const lowPrices = low.data.map((product) => product.price);
    expect(lowPrices).toEqual([...lowPrices].sort((a, b) => a - b));
    const highPrices = high.data.map((product) => product.price);
    expect(highPrices).toEqual([...highPrices].sort((a, b) => b - a));
    expect(high.meta.totalPages).toBe(low.meta.totalPages);
  });

  it("forgives a typo ('basmti') through trigram similarity", async () => {
    const { data } = await search("name=basmti");
    expect(data.length).toBeGreaterThan(0);
    expect(names(data.slice(0, 5)).every((name) => /basmati/i.test(name))).toBe(true);
  });

  it("forgives a typo in a word a product gained after seeding", async () => {
    const [product] = await rows<{ id: number; searchText: string }>(
      sql`select id, search_text as "searchText" from products order by id limit 1`,
    );
    if (!product) throw new Error("the seed has no product");
    const database = await db();
    await database.execute(
      sql`update products set search_text = search_text || ' zanzibarcake' where id = ${product.id}`,
    );
    try {
      await invalidateCatalog();
      const { data } = await search("name=zanzobarcake");
      expect(data.map((found) => found.id)).toEqual([product.id]);
    } finally {
      await database.execute(
        sql`update products set search_text = ${product.searchText} where id = ${product.id}`,
      );
      await invalidateCatalog();
    }
  });

  it("forgives a typo under an ethnicity whose products the full text misses", async () => {
    // The full text finds only a product of another ethnicity; under the filter, the typo
    // fallback finds the close word a product of the ethnicity holds.
    const [pair] = await rows<{ ethnicityId: number; otherId: number; ownId: number }>(
      sql`select e.id as "ethnicityId",
            (select p.id from products p where not exists (select 1 from product_ethnicities pe
               where pe.product_id = p.id and pe.ethnicity_id = e.id) order by p.id limit 1)
              as "otherId",
            (select pe.product_id from product_ethnicities pe where pe.ethnicity_id = e.id
               order by pe.product_id limit 1) as "ownId"
          from ethnicities e order by e.id limit 1`,
    );
    if (!pair?.otherId || !pair.ownId) throw new Error("the seed has no such products");
    const database = await db();
    const originals = await rows<{ id: number; searchText: string }>(
      sql`select id, search_text as "searchText" from products
          where id in (${pair.otherId}, ${pair.ownId})`,
    );
    const add = (id: number, word: string) =>
      database.execute(
        sql`update products set search_text = search_text || ${` ${word}`} where id = ${id}`,
      );
    await add(pair.otherId, "quokkapie");
    await add(pair.ownId, "quokkapye");
    try {
      await invalidateCatalog();
      const all = await search("name=quokkapie");
      expect(all.data.map((found) => found.id)).toEqual([pair.otherId]);
      const filtered = await search(`name=quokkapie&ethnicity=${pair.ethnicityId}`);
      expect(filtered.data.map((found) => found.id)).toEqual([pair.ownId]);
    } finally {
      for (const original of originals) {
        await database.execute(
          sql`update products set search_text = ${original.searchText} where id = ${original.id}`,
        );
      }
      await invalidateCatalog();
    }
  });

  it("matches the last word as a prefix while the shopper types", async () => {
    const { data } = await search("name=chocol");
    expect(data.length).toBeGreaterThan(0);
    expect(names(data).every((name) => /chocolat/i.test(name))).toBe(true);
  });

  it("requires every word to match", async () => {
    const { data } = await search("name=basmati%20rice&size=100");
    expect(data.length).toBeGreaterThan(0);
    expect(names(data).every((name) => /basmati/i.test(name) && /rice/i.test(name))).toBe(true);
  });

  it("answers an empty page for nonsense and for punctuation alone", async () => {
    const noCounts = ["VEGETARIAN", "HALAL", "VEGAN", "JAIN", "GLUTEN_FREE"].map((filter) => ({
      filter,
      count: 0,
    }));
    const empty = { data: [], meta: { currentPage: 1, totalPages: 0 }, filterCounts: noCounts };
    expect(await search("name=zzqxjv%20wq")).toEqual(empty);
    expect(await search(`name=${encodeURIComponent("!!! ???")}`)).toEqual(empty);
  });

  it("lists everything when the search box is empty", async () => {
    const all = await search("size=5");
    expect(await search("name=&size=5")).toEqual(all);
    expect(all.data).toHaveLength(5);
  });

  it("ranks by relevance, then popularity, with a stable order", async () => {
    const first = await search("name=masala&size=10");
    const again = await search("name=masala&size=10");
    expect(first).toEqual(again);
    const discount = await search("name=masala&sortBy=DISCOUNT&size=100");
    const values = discount.data.map((product) => product.discountValue);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("treats punctuation and case like plain words", async () => {
    const plain = await search("name=basmati%20rice&size=5");
    const noisy = await search(`name=${encodeURIComponent("  BASMATI,  rice!! ")}&size=5`);
    expect(noisy).toEqual(plain);
    const quotes = await search(`name=${encodeURIComponent("'; drop table products; --")}`);
    expect(quotes.meta.currentPage).toBe(1);
  });
});

describe("product listing filters", () => {
  it("lists a top category's products through its sub-categories", async () => {
    const [top] = await rows<{ id: number }>(
      sql`select id from categories where parent_id is null order by position, id limit 1`,
    );
    const { data, meta } = await search(`categoryId=${top?.id}&size=100`);
    expect(data.length).toBeGreaterThan(0);
    const filedUnder = await categoryIdsOf(data.map((product) => product.id));
    for (const ids of filedUnder.values()) expect(ids).toContain(top?.id);
    expect(meta.totalPages).toBeGreaterThan(0);
  });

  it("filters by ethnicity", async () => {
    const [ethnicity] = await rows<{ id: number }>(
      sql`select id from ethnicities order by id desc limit 1`,
    );
    const id = ethnicity?.id ?? 1;
    const { data } = await search(`ethnicity=${id}&size=100`);
    expect(data.length).toBeGreaterThan(0);
    const linked = await rows<{ productId: number }>(
      sql`select product_id as "productId" from product_ethnicities where ethnicity_id = ${id}`,
    );
    const allowed = new Set(linked.map((row) => row.productId));
    expect(data.filter((product) => !allowed.has(product.id))).toEqual([]);
    const searched = await search(`name=rice&ethnicity=${id}&size=100`);
    expect(searched.data.every((product) => allowed.has(product.id))).toBe(true);
  });

  it("keeps each product's ethnicity ids as its product_ethnicities change", async () => {
    const [pick] = await rows<{ productId: number; ethnicityId: number; otherId: number }>(
      sql`select p.id as "productId", e.id as "ethnicityId",
            (select min(pe.ethnicity_id) from product_ethnicities pe where pe.product_id = p.id)
              as "otherId"
          from products p cross join ethnicities e
          where not exists (select 1 from product_ethnicities pe
            where pe.product_id = p.id and pe.ethnicity_id = e.id)
            and exists (select 1 from product_ethnicities pe where pe.product_id = p.id)
          order by p.id, e.id limit 1`,
    );
    if (!pick) throw new Error("the seed has no such product");
    const { productId, ethnicityId, otherId } = pick;
    const idsOf = async () => {
      const [row] = await rows<{ ids: number[]; linked: number[] }>(
        sql`select ethnicity_ids as ids, array(select ethnicity_id from product_ethnicities
              where product_id = ${productId} order by ethnicity_id) as linked
            from products where id = ${productId}`,
      );
      expect(row?.ids).toEqual(row?.linked);
      return row?.ids ?? [];
    };
    const database = await db();
    const before = await idsOf();
    try {
      await database.execute(
        sql`insert into product_ethnicities (product_id, ethnicity_id) values (${productId}, ${ethnicityId})`,
      );
      expect(await idsOf()).toContain(ethnicityId);
      await database.execute(
        sql`delete from product_ethnicities
            where product_id = ${productId} and ethnicity_id = ${otherId}`,
      );
      expect(await idsOf()).not.toContain(otherId);
      await database.execute(
        sql`update product_ethnicities set ethnicity_id = ${otherId}
            where product_id = ${productId} and ethnicity_id = ${ethnicityId}`,
      );
      expect(await idsOf()).toEqual(before);
    } finally {
      await database.execute(sql`delete from product_ethnicities where product_id = ${productId}`);
      await database.execute(
        sql`insert into product_ethnicities (product_id, ethnicity_id)
            select ${productId}, unnest(${`{${before.join(",")}}`}::int[])`,
      );
      await invalidateCatalog();
    }
    expect(await idsOf()).toEqual(before);
  });

  it("pages through a listing and answers an empty page past the end", async () => {
    const [top] = await rows<{ id: number }>(
      sql`select id from categories where parent_id is null order by position, id limit 1`,
    );
    const first = await search(`categoryId=${top?.id}&size=5&page=1`);
    const second = await search(`categoryId=${top?.id}&size=5&page=2`);
    expect(first.meta.totalPages).toBeGreaterThan(2);
    expect(second.meta).toEqual({ currentPage: 2, totalPages: first.meta.totalPages });
    expect(second.data).toHaveLength(5);
    const firstIds = new Set(first.data.map((product) => product.id));
    expect(second.data.some((product) => firstIds.has(product.id))).toBe(false);
    const past = await search(`categoryId=${top?.id}&size=5&page=${first.meta.totalPages + 1}`);
    expect(past).toEqual({
      data: [],
      meta: { currentPage: first.meta.totalPages + 1, totalPages: first.meta.totalPages },
      // The chips count the whole listing, whichever page is asked for.
      filterCounts: first.filterCounts,
    });
  });

  it("answers an empty page for an unknown category", async () => {
    expect(await search("categoryId=999999")).toMatchObject({
      data: [],
      meta: { currentPage: 1, totalPages: 0 },
    });
    const { filterCounts } = await search("categoryId=999999");
    expect(filterCounts.every((entry) => entry.count === 0)).toBe(true);
  });
});

describe("tag suggestions", () => {
  it("suggests Organic for 'org'", async () => {
    const response = await callApi("GET", "/catalog/ui/tags/search?name=org");
    expectContract("searchTags", response);
    const tags = (response.json() as { data: Schemas["Tag"][] }).data;
    expect(tags[0]?.name).toBe("Organic");
    expect(tags.length).toBeLessThanOrEqual(10);
  });

  it("answers an empty list when nothing matches", async () => {
    const response = await callApi("GET", "/catalog/ui/tags/search?name=zzqxjv");
    expectContract("searchTags", response);
    expect(response.json()).toEqual({ data: [] });
  });
});
