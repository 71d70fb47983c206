import { DIET_FILTERS } from "../../../shared/catalog";
import type { Schemas } from "../../http/types";

export { DIET_FILTERS };

export type ProductMark = Schemas["ProductMark"];
export type DietFilter = Schemas["DietFilter"];

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

const order = new Map<string, number>(PRODUCT_MARKS.map((mark, index) => [mark, index]));

/** The stored marks the contract knows, once each, in its order. */
export function toProductMarks(stored: readonly string[]): ProductMark[] {
  return [...new Set(stored)]
    .filter((mark): mark is ProductMark => order.has(mark))
    .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/**
 * The marks a listing keeps, chosen chips and "always show only" preference together, once each
 * and in the contract's order: the same filters give the same cache key whoever asks.
 */
export function effectiveMarks(
  ...lists: readonly (readonly DietFilter[] | undefined)[]
): DietFilter[] {
  const chosen = new Set(lists.flatMap((list) => list ?? []));
  return DIET_FILTERS.filter((filter) => chosen.has(filter));
}
