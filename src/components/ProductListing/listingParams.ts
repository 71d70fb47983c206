import type { ProductSort } from "@/api/types";
import { DEFAULT_SORT, sortFromParam } from "../SortDialog/sortOptions";

/**
 * A product list's sort and page live in the URL (?sortBy=PRICE_LOW&page=2), so a list can be
 * shared and Back returns to the previous page. Defaults are left out of the URL.
 */
export interface ListingState {
  sort: ProductSort;
  /** 1-based. */
  page: number;
}

/** The 1-based page a URL's `page` names; anything but a positive whole number means page 1. */
export function pageFromParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function readListingParams(params: URLSearchParams): ListingState {
  return { sort: sortFromParam(params.get("sortBy")), page: pageFromParam(params.get("page")) };
}

/**
 * The URL's parameters after a change of sort or page; every change but a page change starts
 * again at page 1. Other parameters (q) are kept.
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
  const page = changes.page ?? 1;
  if (page === 1) next.delete("page");
  else next.set("page", String(page));
  return next;
}
