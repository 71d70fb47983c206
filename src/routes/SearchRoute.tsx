import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { catalogKeys, useRefetchOn, useSearchPage, useTagSuggestions } from "@/api/queries/catalog";
import type { Tag } from "@/api/types";
import { SearchLanding } from "@/components/SearchLanding/SearchLanding";
import { SearchResults } from "@/components/SearchResults/SearchResults";
import { listingPath } from "@/app/meta/listingPath";
import { pageMetaText } from "@/app/meta/pageMeta.text";
import { StoreMeta } from "@/app/meta/StoreMeta";
import { searchLandingText } from "@/components/SearchLanding/SearchLanding.text";
import { searchResultsText } from "@/components/SearchResults/SearchResults.text";
import { listedNames } from "@/i18n/intlFormats";
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
    <>
      <StoreMeta title={searchLandingText.title} path={paths.search()} noindex />
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
    </>
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

/** How many of the products found a search's description names. */
const FOUND_NAMED = 3;

function SearchResultsScreen({ query }: { query: string }) {
  const { loaded, listingProps, page } = useProductListing({ name: query });
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

  const found = loaded?.data.map((product) => product.name);
  return (
    <>
      <StoreMeta
        title={searchResultsText.title(query)}
        description={
          found === undefined
            ? undefined
            : found.length === 0
              ? pageMetaText.searchNoResults(query)
              : pageMetaText.searchDescription(query, listedNames(found.slice(0, FOUND_NAMED)))
        }
        path={listingPath(paths.search(query), page)}
        noindex={found?.length === 0}
      />
      <SearchResults
        query={query}
        tags={tags.data ?? []}
        searchHref={paths.search}
        onTagSelect={rememberTag}
        {...listingProps}
      />
    </>
  );
}
