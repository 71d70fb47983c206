import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { catalogKeys, useRefetchOn, useSearchPage, useTagSuggestions } from "@/api/queries/catalog";
import type { Tag } from "@/api/types";
import { SearchLanding } from "@/components/SearchLanding/SearchLanding";
import { SearchResults } from "@/components/SearchResults/SearchResults";
import { paths } from "@/lib/paths";
import { clearRecentSearches, loadRecentSearches, saveRecentSearch } from "@/lib/recentSearches";
import { renderProductCard } from "./shared/ProductCardContainer";
import { useProductListing } from "./shared/useProductListing";

/** docs/product.md § Search page: the landing without a query, results with one. */
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
      renderProduct={renderProductCard}
    />
  );
}

/** The tag keeps its image in the recent searches (docs/product.md § Data the screens show "Recent search entry"). */
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
  const { loaded, listingProps } = useProductListing({ name: query });
  const tags = useTagSuggestions(query);

  // The one rule of Recent Searches, whether the search ran on Enter or after the search box's
  // pause (the header only navigates): the words are kept once they found something, so words
  // that find nothing (often half typed) never fill the list.
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current || !loaded || loaded.data.length === 0) return;
    recorded.current = true;
    rememberQuery(query);
  }, [loaded, query]);

  return (
    <SearchResults
      query={query}
      tags={tags.data ?? []}
      searchHref={paths.search}
      onTagSelect={rememberTag}
      {...listingProps}
    />
  );
}
