import { describe, expect, it } from "vitest";
import { marksFromParams, readListingParams, withListingParams } from "./listingParams";

describe("the diet filters in a listing's URL", () => {
  it("reads repeated marks and comma lists alike, in the contract's order, once each", () => {
    expect(readListingParams(new URLSearchParams("marks=HALAL&marks=VEGETARIAN")).marks).toEqual([
      "VEGETARIAN",
      "HALAL",
    ]);
    expect(marksFromParams(["vegan,JAIN", "VEGAN"])).toEqual(["VEGAN", "JAIN"]);
    expect(marksFromParams(["GLUTEN_FREE , halal"])).toEqual(["HALAL", "GLUTEN_FREE"]);
  });

  it("drops names that are not diet filters", () => {
    // NON_VEGETARIAN is a mark but no filter; the rest is a hand-edited link.
    expect(marksFromParams(["NON_VEGETARIAN", "KOSHER", "", ",,"])).toEqual([]);
    expect(readListingParams(new URLSearchParams("q=masala")).marks).toEqual([]);
  });

  it("writes the filters as repeated marks, keeps the query and starts again at page 1", () => {
    const before = new URLSearchParams("q=masala&sortBy=PRICE_LOW&page=3&marks=VEGAN");
    const after = withListingParams(before, { marks: ["HALAL", "VEGETARIAN"] });
    expect(after.toString()).toBe("q=masala&sortBy=PRICE_LOW&marks=VEGETARIAN&marks=HALAL");
    expect(withListingParams(after, { marks: [] }).toString()).toBe("q=masala&sortBy=PRICE_LOW");
  });

  it("keeps the filters through a sort or page change", () => {
    const filtered = new URLSearchParams("marks=VEGETARIAN&marks=HALAL");
    const paged = withListingParams(filtered, { page: 2 });
    expect(paged.getAll("marks")).toEqual(["VEGETARIAN", "HALAL"]);
    expect(readListingParams(withListingParams(paged, { sort: "UNIT_PRICE_LOW" }))).toEqual({
      sort: "UNIT_PRICE_LOW",
      marks: ["VEGETARIAN", "HALAL"],
      page: 1,
    });
  });
});
