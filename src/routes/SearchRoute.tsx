import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import {
  catalogKeys,
  useProductList,
  useRefetchOn,
  useSearchPage,
  useTagSuggestions,
} from "@/api/queries/catalog";
import type { Product, Tag } from "@/api/types";
import { useSelectedEthnicity } from "@/app/preferences";
import {
  readListingParams,
  withListingParams,
  type ListingState,
} from "@/components/ProductListing/listingParams";
import { SearchLanding } from "@/components/SearchLanding/SearchLanding";
import { SearchResults } from "@/components/SearchResults/SearchResults";
import { on } from "@/lib/events";
import { paths } from "@/lib/paths";
import { clearRecentSearches, loadRecentSearches, saveRecentSearch } from "@/lib/recentSearches";
import { EthnicityDropdownContainer } from "./shared/EthnicityDropdownContainer";
import { ProductCardContainer } from "./shared/ProductCardContainer";

const renderProduct = (product: Product) => <ProductCardContainer product={product} />;

/** Spec section 2 "Search page (/search)": the landing without a query, results with one. */
export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get("q") ?? "").trim();
  // Keyed by the query: a new search starts with its own recording state.
  return query === "" ? <SearchLandingScreen /> : <SearchResultsScreen key={query} query={query} />;
}

function SearchLandingScreen() {
  const [recentSearches, setRecentSearches] = useState(loadRecentSearches);
  const searchPage = useSearchPage();
  useRefetchOn(["refresh"], catalogKeys.searchPage());

  return (
    <SearchLanding
      recentSearches={recentSearches}
      onClearRecentSearches={() => {
        clearRecentSearches();
        setRecentSearches([]);
      }}
      searchHref={paths.search}
      loading={searchPage.isPending}
      content={searchPage.data}
      categoryHref={paths.categoryProducts}
      renderProduct={renderProduct}
    />
  );
}

/** The tag keeps its image in the recent searches (spec section 3 "Recent search entry"). */
function rememberTag(tag: Tag) {
  saveRecentSearch({
    name: tag.name,
    fileResponse: tag.fileResponse ? { fullUrl: tag.fileResponse.fullUrl } : null,
  });
}

/** Saving the query again keeps the image a chosen tag of the same name brought. */
function rememberQuery(query: string) {
  const sameName = query.toLowerCase();
  const earlier = loadRecentSearches().find((entry) => entry.name.toLowerCase() === sameName);
  saveRecentSearch({ name: query, fileResponse: earlier?.fileResponse ?? null });
}

function SearchResultsScreen({ query }: { query: string }) {
  const { sort, page, changeListing } = useListingInUrl();
  const ethnicity = useSelectedEthnicity()?.id;

  const products = useProductList({ name: query, ethnicity, sortBy: sort, page });
  const tags = useTagSuggestions(query);
  const loaded = products.data && !products.isPlaceholderData ? products.data : undefined;

  // Recorded once the words found something, so half-typed words from the debounced search box
  // that find nothing do not fill the list.
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current || !loaded || loaded.data.length === 0) return;
    recorded.current = true;
    rememberQuery(query);
  }, [loaded, query]);

  // A page past the end (an old link, a list that shrank) shows the last page instead.
  const totalPages = loaded?.meta.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) changeListing({ page: totalPages }, true);
  }, [totalPages, page, changeListing]);

  return (
    <SearchResults
      query={query}
      tags={tags.data ?? []}
      searchHref={paths.search}
      onTagSelect={rememberTag}
      products={products.isError ? [] : products.data?.data}
      renderProduct={renderProduct}
      filters={<EthnicityDropdownContainer />}
      sort={sort}
      onSortChange={(next) => {
        if (next !== sort) changeListing({ sort: next });
      }}
      currentPage={page}
      totalPages={products.data?.meta.totalPages ?? 0}
      onPageChange={(next) => changeListing({ page: next })}
      updating={products.isPlaceholderData}
    />
  );
}

/**
 * Sort and page as kept in the URL; a change pushes a history entry so Back undoes it. Choosing
 * another ethnicity makes another list, which starts again at its first page.
 */
function useListingInUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const changeListing = useCallback(
    (changes: Partial<ListingState>, replace = false) =>
      setSearchParams((current) => withListingParams(current, changes), { replace }),
    [setSearchParams],
  );
  useEffect(() => on("ethnicity-updated", () => changeListing({}, true)), [changeListing]);
  return { ...readListingParams(searchParams), changeListing };
}
