import { describe, expect, it } from "vitest";
import { MatchSet, type MatchRow } from "./matchSet";
import { effectiveMarks, toProductMarks } from "./marks";

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

describe("marks", () => {
  it("answers stored marks once each, in the contract's order, without unknown ones", () => {
    expect(toProductMarks(["CONTAINS_DAIRY", "VEGETARIAN", "VEGETARIAN", "SPICY"])).toEqual([
      "VEGETARIAN",
      "CONTAINS_DAIRY",
    ]);
  });

  it("joins chips and preference into one key in the contract's order", () => {
    expect(effectiveMarks(["GLUTEN_FREE", "VEGAN"], ["VEGAN"], undefined)).toEqual([
      "VEGAN",
      "GLUTEN_FREE",
    ]);
    expect(effectiveMarks(undefined, [])).toEqual([]);
  });
});

describe("MatchSet's diet filters and unit price order", () => {
  const rows = [
    row(1, { marks: ["VEGETARIAN", "VEGAN"], unitGroup: 0, unitPrice: 0.5, ethnicities: [1] }),
    row(2, { marks: ["VEGETARIAN"], unitGroup: 0, unitPrice: 0.2, ethnicities: [1] }),
    row(3, { marks: ["NON_VEGETARIAN", "HALAL"], unitGroup: 1, unitPrice: 0.01 }),
    row(4, { marks: [], unitGroup: 3, unitPrice: 0 }),
    row(5, { marks: ["VEGETARIAN", "VEGAN"], unitGroup: 2, unitPrice: 3, ethnicities: [1] }),
    row(6, { marks: ["VEGETARIAN"], unitGroup: 0, unitPrice: 0.2 }),
  ];
  const set = new MatchSet(rows);

  it("sorts weights, volumes, counts, then no unit; cheapest per unit first; ties by id", () => {
    expect(set.page("UNIT_PRICE_LOW", 1, 10).ids).toEqual([2, 6, 1, 3, 5, 4]);
  });

  it("keeps the matches every filter keeps (non-food too), in the whole set's order", () => {
    const vegan = set.withMarks(["VEGETARIAN", "VEGAN"]);
    expect(vegan.page("UNIT_PRICE_LOW", 1, 10)).toEqual({ ids: [1, 5, 4], total: 3 });
    expect(set.withMarks(["HALAL"]).page("RELEVANCE", 1, 10).total).toBe(6);
    expect(set.withMarks([])).toBe(set);
    expect(set.withMarks(["VEGAN"])).toBe(set.withMarks(["VEGAN"]));
  });

  it("narrows an ethnicity's subset too, and counts each chip", () => {
    const subset = set.withEthnicity(1).withMarks(["VEGETARIAN"]);
    expect(subset.page("PRICE_LOW", 1, 10).total).toBe(3);
    // Vegetarian food is halal by nature: the Halal chip keeps all three.
    expect(subset.countWith(["VEGETARIAN", "HALAL", "VEGAN"])).toEqual([3, 3, 2]);
  });
});
