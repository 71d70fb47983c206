import { describe, expect, it } from "vitest";
import { keptByDietFilter, keptByDietFilters } from "./dietFilters";

const paneer = ["VEGETARIAN", "CONTAINS_DAIRY"];
const dal = ["VEGETARIAN", "VEGAN", "JAIN", "GLUTEN_FREE"];
const halalChicken = ["NON_VEGETARIAN", "HALAL"];
const chicken = ["NON_VEGETARIAN"];
const eggs = ["NON_VEGETARIAN", "HALAL"];
const detergent: string[] = [];

describe("diet filters", () => {
  it("Vegetarian hides every non-vegetarian food and keeps the rest", () => {
    expect(keptByDietFilter(paneer, "VEGETARIAN")).toBe(true);
    expect(keptByDietFilter(halalChicken, "VEGETARIAN")).toBe(false);
    expect(keptByDietFilter(eggs, "VEGETARIAN")).toBe(false);
    expect(keptByDietFilter(detergent, "VEGETARIAN")).toBe(true);
  });

  it("Halal keeps halal meat, eggs and vegetarian food, and hides meat without the claim", () => {
    expect(keptByDietFilter(halalChicken, "HALAL")).toBe(true);
    expect(keptByDietFilter(eggs, "HALAL")).toBe(true);
    expect(keptByDietFilter(paneer, "HALAL")).toBe(true);
    expect(keptByDietFilter(chicken, "HALAL")).toBe(false);
  });

  it("Vegan, Jain and Gluten-free keep only the food that carries the claim", () => {
    for (const filter of ["VEGAN", "JAIN", "GLUTEN_FREE"] as const) {
      expect(keptByDietFilter(dal, filter), filter).toBe(true);
      expect(keptByDietFilter(paneer, filter), filter).toBe(false);
      expect(keptByDietFilter(halalChicken, filter), filter).toBe(false);
    }
  });

  it("never hides what is not food, whatever is chosen", () => {
    expect(keptByDietFilters(detergent, ["VEGETARIAN", "HALAL", "VEGAN", "JAIN"])).toBe(true);
  });

  it("combines filters with AND, and keeps everything with none", () => {
    expect(keptByDietFilters(paneer, ["VEGETARIAN", "HALAL"])).toBe(true);
    expect(keptByDietFilters(halalChicken, ["VEGETARIAN", "HALAL"])).toBe(false);
    expect(keptByDietFilters(chicken, [])).toBe(true);
  });
});
