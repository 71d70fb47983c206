import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { useProductList } from "@/api/queries/catalog";
import type { DietFilter } from "@/api/types";
import { EthnicityDropdownContainer } from "@/app/layout/EthnicityDropdownContainer";
import { useEthnicityFilter } from "@/app/preferences";
import type { ProductListingProps } from "@/components/ProductListing/ProductListing";
import {
  readListingParams,
  withListingParams,
  type ListingState,
} from "@/components/ProductListing/listingParams";
import { DietFilterChips } from "@/components/DietFilterChips/DietFilterChips";
import { on } from "@/lib/events";
import { renderProductCard } from "./ProductCardContainer";
import { ShoppingPreferenceNoticeContainer } from "./ShoppingPreferenceNoticeContainer";

type ListingProps = Omit<ProductListingProps, "label" | "emptyHint" | "className">;

/**
 * What search results and a category listing share: one page of products for `filter` in the
 * chosen ethnicity, with sort, diet filters and page kept in the URL (a change pushes a history
 * entry, so Back undoes it). Choosing another ethnicity makes another list, which starts again at
 * page 1.
 */
export function useProductListing(filter: { name: string } | { categoryId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { sort, marks, page } = readListingParams(searchParams);
  const changeListing = useCallback(
    (changes: Partial<ListingState>, replace = false) =>
      setSearchParams((current) => withListingParams(current, changes), { replace }),
    [setSearchParams],
  );
  useEffect(() => on("ethnicity-updated", () => changeListing({}, true)), [changeListing]);

  const ethnicity = useEthnicityFilter();
  const products = useProductList(
    { ...filter, ethnicity: ethnicity.id, sortBy: sort, page, ...(marks.length > 0 && { marks }) },
    { enabled: ethnicity.ready },
  );
  // The answer for this very page, not the previous one kept on screen while it loads.
  const loaded = products.isPlaceholderData ? undefined : products.data;

  // A page past the end (an old link, a list that shrank) shows the last page instead.
  const lastPage = loaded?.meta.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) changeListing({ page: lastPage }, true);
  }, [lastPage, page, changeListing]);

  const listingProps: ListingProps = {
    products: products.isError ? [] : products.data?.data,
    renderProduct: renderProductCard,
    filters: <EthnicityDropdownContainer />,
    dietFilters: (
      <div className="flex flex-col gap-2">
        <ShoppingPreferenceNoticeContainer />
        <DietFilterChips
          selected={marks}
          counts={products.data?.filterCounts}
          onToggle={(toggled: DietFilter) =>
            changeListing({
              marks: marks.includes(toggled)
                ? marks.filter((mark) => mark !== toggled)
                : [...marks, toggled],
            })
          }
          onClear={() => changeListing({ marks: [] })}
        />
      </div>
    ),
    sort,
    onSortChange: (next) => {
      if (next !== sort) changeListing({ sort: next });
    },
    currentPage: page,
    totalPages: products.data?.meta.totalPages ?? 0,
    onPageChange: (next) => changeListing({ page: next }),
    updating: products.isPlaceholderData,
  };
  return { loaded, listingProps, page };
}
