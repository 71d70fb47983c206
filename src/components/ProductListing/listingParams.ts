import type { DietFilter, ProductSort } from "@/api/types";
import { inFilterOrder, isDietFilter } from "../DietFilterChips/dietFilters";
import { DEFAULT_SORT, sortFromParam } from "../SortDialog/sortOptions";

/**
 * A product list's sort, diet filters and page live in the URL
 * (?sortBy=PRICE_LOW&marks=VEGETARIAN&marks=HALAL&page=2), so a list can be shared, a reload keeps
 * it and Back returns to the previous one. Defaults are left out of the URL.
 */
export interface ListingState {
  sort: ProductSort;
  /** The diet filter chips that are on, in the contract's order. */
  marks: DietFilter[];
  /** 1-based. */
  page: number;
}

/** The 1-based page a URL's `page` names; anything but a positive whole number means page 1. */
export function pageFromParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The diet filters a URL names: repeated (`marks=VEGETARIAN&marks=HALAL`, as the app writes them)
 * or a comma list (`marks=VEGETARIAN,HALAL`, easier to type), in any case; unknown names (a
 * hand-edited link) are dropped and repeats count once.
 */
export function marksFromParams(values: readonly string[]): DietFilter[] {
  const named = values
    .flatMap((value) => value.split(","))
    .map((name) => name.trim().toUpperCase())
    .filter(isDietFilter);
  return inFilterOrder(named);
}

export function readListingParams(params: URLSearchParams): ListingState {
  return {
    sort: sortFromParam(params.get("sortBy")),
    marks: marksFromParams(params.getAll("marks")),
    page: pageFromParam(params.get("page")),
  };
}

/**
 * The URL's parameters after a change of sort, filters or page; every change but a page change
 * starts again at page 1. Other parameters (q) are kept.
 */
export function withListingParams(
  params: URLSearchParams,
  changes: Partial<ListingState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (changes.sort !== undefined) {
    if (changes.sort === DEFAULT_SORT) next.delete("sortBy");
    else next.set("sortBy", changes.sort);
  }
  if (changes.marks !== undefined) {
    next.delete("marks");
    for (const mark of inFilterOrder(changes.marks)) next.append("marks", mark);
  }
  const page = changes.page ?? 1;
  if (page === 1) next.delete("page");
  else next.set("page", String(page));
  return next;
}
