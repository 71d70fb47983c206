import type { DietFilter } from "@/api/types";

/** The contract's DietFilter values, in its order: the chips', the counts' and the URL's. */
export const DIET_FILTERS: readonly DietFilter[] = [
  "VEGETARIAN",
  "HALAL",
  "VEGAN",
  "JAIN",
  "GLUTEN_FREE",
];

export function isDietFilter(value: string): value is DietFilter {
  return (DIET_FILTERS as readonly string[]).includes(value);
}

/** The filters named, once each and in the contract's order. */
export function inFilterOrder(filters: Iterable<DietFilter>): DietFilter[] {
  const chosen = new Set(filters);
  return DIET_FILTERS.filter((filter) => chosen.has(filter));
}
