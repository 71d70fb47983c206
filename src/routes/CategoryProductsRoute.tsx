import { useCallback, useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { ApiError } from "@/api/client";
import {
  useChildSubCategories,
  useProductList,
  useSiblingSubCategories,
  useSubCategory,
} from "@/api/queries/catalog";
import type { Product } from "@/api/types";
import { useSelectedEthnicity } from "@/app/preferences";
import { CategoryListing } from "@/components/CategoryListing/CategoryListing";
import { CategoryListingNotFound } from "@/components/CategoryListing/CategoryListingNotFound";
import {
  readListingParams,
  withListingParams,
  type ListingState,
} from "@/components/ProductListing/listingParams";
import { SafeHtml } from "@/components/SafeHtml/SafeHtml";
import { on } from "@/lib/events";
import { paths } from "@/lib/paths";
import { EthnicityDropdownContainer } from "./shared/EthnicityDropdownContainer";
import { ProductCardContainer } from "./shared/ProductCardContainer";

const renderProduct = (product: Product) => <ProductCardContainer product={product} />;

/**
 * Spec section 2 "Category listing (/categories/{id}/products)". The id may name a top-level
 * category (footer links, 'See All') or a sub-category: the catalogue answers both alike.
 */
export function CategoryProductsRoute() {
  const id = categoryIdOf(useParams().id);
  if (id === null) return <CategoryListingNotFound homeHref={paths.home()} />;
  // Keyed by the id: another category starts with its own loading state, not the last one's.
  return <CategoryProducts key={id} id={id} />;
}

function categoryIdOf(text: string | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

function CategoryProducts({ id }: { id: number }) {
  const navigate = useNavigate();
  const { sort, page, changeListing } = useListingInUrl();
  const ethnicity = useSelectedEthnicity()?.id;

  const category = useSubCategory(id);
  const siblings = useSiblingSubCategories(id);
  const children = useChildSubCategories(id);
  const products = useProductList({ categoryId: id, ethnicity, sortBy: sort, page });

  // A page past the end (an old link, a list that shrank) shows the last page instead.
  const totalPages = products.isPlaceholderData ? 0 : (products.data?.meta.totalPages ?? 0);
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) changeListing({ page: totalPages }, true);
  }, [totalPages, page, changeListing]);

  if (category.error instanceof ApiError && category.error.status === 404) {
    return <CategoryListingNotFound homeHref={paths.home()} />;
  }

  const description = category.data?.description;
  return (
    <CategoryListing
      name={category.isError ? null : category.data?.name}
      categoryId={id}
      siblings={siblings.isError ? [] : siblings.data}
      childCategories={children.isError ? [] : children.data}
      categoryHref={paths.categoryProducts}
      description={
        description ? <SafeHtml html={description} onNavigate={(path) => navigate(path)} /> : null
      }
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
