import { DIET_FILTERS, inDietFilterOrder, PRODUCT_MARKS } from "../../../shared/catalog";
import type { Schemas } from "../../http/types";

export { DIET_FILTERS, PRODUCT_MARKS };

export type ProductMark = Schemas["ProductMark"];
export type DietFilter = Schemas["DietFilter"];

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
  return inDietFilterOrder(lists.flatMap((list) => list ?? []));
}
