import type { DietFilter, ProductMark } from "../contract/types";

/**
 * What a diet filter keeps (the listings' chips and the "always show only" preference), for the
 * server's SQL, its in-memory search and the mock alike (docs/catalogue-marks.md). The filters sort
 * food: a product with neither the vegetarian nor the non-vegetarian mark (soap, incense) stays
 * whatever is chosen, so "always show only vegetarian" still lists the household aisle. A food
 * stays when it carries one of the marks its filter accepts: vegetarian food is halal by nature,
 * so Halal keeps it beside halal meat and eggs.
 */
/** The contract's ProductMark, in its order (a card lists its marks in this order). */
export const PRODUCT_MARKS = [
  "VEGETARIAN",
  "NON_VEGETARIAN",
  "HALAL",
  "VEGAN",
  "JAIN",
  "GLUTEN_FREE",
  "CONTAINS_NUTS",
  "CONTAINS_DAIRY",
  "CONTAINS_GLUTEN",
] as const satisfies readonly ProductMark[];

/** The contract's DietFilter, in its order (the chips' order and a listing's filterCounts'). */
export const DIET_FILTERS = [
  "VEGETARIAN",
  "HALAL",
  "VEGAN",
  "JAIN",
  "GLUTEN_FREE",
] as const satisfies readonly DietFilter[];

/** The filters named, once each and in the contract's order. */
export function inDietFilterOrder(filters: Iterable<DietFilter>): DietFilter[] {
  const chosen = new Set(filters);
  return DIET_FILTERS.filter((filter) => chosen.has(filter));
}

export function isDietFilter(value: string): value is DietFilter {
  return (DIET_FILTERS as readonly string[]).includes(value);
}

export const FOOD_MARKS = [
  "VEGETARIAN",
  "NON_VEGETARIAN",
] as const satisfies readonly ProductMark[];

export const DIET_FILTER_ACCEPTS: Readonly<Record<DietFilter, readonly ProductMark[]>> = {
  VEGETARIAN: ["VEGETARIAN"],
  HALAL: ["HALAL", "VEGETARIAN"],
  VEGAN: ["VEGAN"],
  JAIN: ["JAIN"],
  GLUTEN_FREE: ["GLUTEN_FREE"],
};

/** Whether a product with `marks` stays under `filter`. */
export function keptByDietFilter(marks: readonly string[], filter: DietFilter): boolean {
  const isFood = FOOD_MARKS.some((mark) => marks.includes(mark));
  return !isFood || DIET_FILTER_ACCEPTS[filter].some((mark) => marks.includes(mark));
}

/** Whether a product with `marks` stays under every one of `filters` (they combine with AND). */
export const keptByDietFilters = (marks: readonly string[], filters: readonly DietFilter[]) =>
  filters.every((filter) => keptByDietFilter(marks, filter));
