import { describe, expect, it } from "vitest";
import { MatchSet, MatchSetCache, type MatchRow } from "../../server/modules/catalog/matchSet";
import { buildTypoTsQuery, isQueryToken } from "../../server/modules/catalog/searchText";

const row = (id: number, values: Partial<MatchRow> = {}): MatchRow => ({
  id,
  rank: 0,
  priceCents: 100,
  discount: 0,
  popularity: 0,
  ethnicities: [],
  marks: [],
  unitGroup: 3,
  unitPrice: 0,
  ...values,
});

const rows = [
  row(1, { rank: 0.5, priceCents: 300, discount: 10, popularity: 5 }),
  row(2, { rank: 0.9, priceCents: 100, discount: 10, popularity: 9 }),
  row(3, { rank: 0.5, priceCents: 200, discount: 30, popularity: 7 }),
  row(4, { rank: 0.5, priceCents: 100, discount: 10, popularity: 5 }),
];

describe("match set", () => {
  it("orders as the listing's SQL did, each order ending with the id", () => {
    const set = new MatchSet(rows);
    expect(set.page("RELEVANCE", 1, 10).ids).toEqual([2, 3, 1, 4]);
    expect(set.page("PRICE_LOW", 1, 10).ids).toEqual([2, 4, 3, 1]);
    expect(set.page("PRICE_HIGH", 1, 10).ids).toEqual([1, 3, 2, 4]);
    expect(set.page("DISCOUNT", 1, 10).ids).toEqual([3, 2, 1, 4]);
  });

  it("filters by ethnicity in memory, keeping the set's orders", () => {
    const set = new MatchSet(
      rows.map((match) => ({ ...match, ethnicities: match.id % 2 === 0 ? [1, 2] : [2] })),
    );
    expect(set.withEthnicity(1).page("RELEVANCE", 1, 10)).toEqual({ ids: [2, 4], total: 2 });
    expect(set.withEthnicity(2).page("PRICE_HIGH", 1, 10).ids).toEqual([1, 3, 2, 4]);
    expect(set.withEthnicity(3).page("PRICE_LOW", 1, 10)).toEqual({ ids: [], total: 0 });
    expect(set.withEthnicity(1)).toBe(set.withEthnicity(1));
  });

  it("pages without overlap and counts every match past the last page", () => {
    const set = new MatchSet(rows);
    expect(set.page("PRICE_LOW", 1, 3)).toEqual({ ids: [2, 4, 3], total: 4 });
    expect(set.page("PRICE_LOW", 2, 3)).toEqual({ ids: [1], total: 4 });
    expect(set.page("PRICE_LOW", 3, 3)).toEqual({ ids: [], total: 4 });
  });
});

describe("match set cache", () => {
  const setOf = (size: number) => new MatchSet(Array.from({ length: size }, (_, i) => row(i + 1)));

  it("shares one load between callers of a key", async () => {
    const cache = new MatchSetCache(100);
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(setOf(2));
    };
    const [first, second] = await Promise.all([cache.get("a", load), cache.get("a", load)]);
    expect(first).toBe(second);
    expect(loads).toBe(1);
  });

  it("evicts the least recently used sets once they hold more rows than allowed", async () => {
    const cache = new MatchSetCache(10);
    const a = await cache.get("a", () => Promise.resolve(setOf(4)));
    await cache.get("b", () => Promise.resolve(setOf(4)));
    await cache.get("a", () => Promise.resolve(setOf(1)));
    await cache.get("c", () => Promise.resolve(setOf(4)));
    // b was the least recently used: gone; a stays.
    expect(await cache.get("a", () => Promise.resolve(setOf(1)))).toBe(a);
    expect((await cache.get("b", () => Promise.resolve(setOf(1)))).size).toBe(1);
  });

  it("keeps neither a set larger than the whole budget nor a failed load", async () => {
    const cache = new MatchSetCache(3);
    await cache.get("big", () => Promise.resolve(setOf(5)));
    expect((await cache.get("big", () => Promise.resolve(setOf(1)))).size).toBe(1);
    await expect(cache.get("x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect((await cache.get("x", () => Promise.resolve(setOf(2)))).size).toBe(2);
  });
});

describe("typo query", () => {
  it("ORs the close words of each typed word and ANDs the typed words", () => {
    expect(
      buildTypoTsQuery([
        { word: 1, term: "rice", similarity: 0.6 },
        { word: 0, term: "basmati", similarity: 0.7 },
        { word: 0, term: "basil", similarity: 0.4 },
      ]),
    ).toBe("(basmati | basil) & rice");
  });

  it("is null when no typed word resembles a catalogue word", () => {
    expect(buildTypoTsQuery([])).toBeNull();
  });

  it("accepts only plain lower-case tokens into a tsquery", () => {
    expect(isQueryToken("basmati")).toBe(true);
    expect(["1.5", "a|b", "x:*", "Rice", ""].some(isQueryToken)).toBe(false);
  });
});
