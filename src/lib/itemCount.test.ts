import { describe, expect, it } from "vitest";
import { itemCount } from "./itemCount";

describe("itemCount", () => {
  it("counts a cart's lines, not the units in them", () => {
    expect(itemCount([{ qty: 3 }, { qty: 1 }])).toBe(2);
  });

  it("is 0 for an empty cart and 1 for one line of any quantity", () => {
    expect(itemCount([])).toBe(0);
    expect(itemCount([{ qty: 12 }])).toBe(1);
  });
});
