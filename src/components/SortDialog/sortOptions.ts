import type { ProductSort } from "@/api/types";

/** The choices in the order the dialog lists them (docs/product.md § Sort dialog). */
export const SORT_OPTIONS: readonly ProductSort[] = [
  "RELEVANCE",
  "PRICE_LOW",
  "PRICE_HIGH",
  "DISCOUNT",
  "UNIT_PRICE_LOW",
];

export const DEFAULT_SORT: ProductSort = "RELEVANCE";

/** The sort a URL's `sortBy` names; anything unknown (a hand-edited link) falls back to the default. */
export function sortFromParam(value: string | null): ProductSort {
  return SORT_OPTIONS.find((option) => option === value) ?? DEFAULT_SORT;
}
