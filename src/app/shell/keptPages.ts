import { matchPath } from "react-router-dom";
import { readListingParams, withListingParams } from "@/components/ProductListing/listingParams";
import { routePatterns } from "@/lib/paths";

const BASE = "http://storefront.invalid";

const sortedEntries = (params: URLSearchParams) =>
  [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Where the server keeps a page drawn for everyone: search pages have a budget of their own. */
export type KeptPageShelf = "catalogue" | "search";

/**
 * Where the server may keep the page it draws at `url` for everyone (server/http/pages.ts), or
 * null: only a URL the app itself writes is kept, whose parameters are those its page reads (the
 * search's words, a listing's sort and page) with values the app would write. Any other (an
 * unknown parameter, a repeated one, a default spelled out) draws the same page under another
 * key: it is drawn, but kept it would let a client fill the server's memory with copies. Search
 * pages, one per words searched, are kept apart, so a flood of searches cannot push out the rest.
 */
export function keptPageShelf(url: string): KeptPageShelf | null {
  const { pathname, searchParams } = new URL(url, BASE);
  const isSearch = matchPath(routePatterns.search, pathname) !== null;
  const isListing = isSearch || matchPath(routePatterns.categoryProducts, pathname) !== null;
  let canonical = new URLSearchParams();
  const words = searchParams.get("q");
  if (isSearch && words !== null) canonical.set("q", words);
  if (isListing) canonical = withListingParams(canonical, readListingParams(searchParams));
  const asked = sortedEntries(searchParams);
  const written = sortedEntries(canonical);
  const asTheAppWritesIt =
    asked.length === written.length &&
    asked.every(([name, value], index) => {
      const [canonicalName, canonicalValue] = written[index] ?? [];
      return name === canonicalName && value === canonicalValue;
    });
  if (!asTheAppWritesIt) return null;
  return isSearch ? "search" : "catalogue";
}
