import { useNavigate, useParams } from "react-router-dom";
import { ApiError } from "@/api/client";
import {
  useChildSubCategories,
  useSiblingSubCategories,
  useSubCategory,
} from "@/api/queries/catalog";
import { CategoryListing } from "@/components/CategoryListing/CategoryListing";
import { CategoryListingNotFound } from "@/components/CategoryListing/CategoryListingNotFound";
import { SafeHtml } from "@/components/SafeHtml/SafeHtml";
import { idFromParam, paths } from "@/lib/paths";
import { useProductListing } from "./shared/useProductListing";
import { localCategoryName } from "@/lib/catalogueNames.text";

/**
 * docs/product.md § Category listing. The id may name a top-level
 * category (footer links, 'See All') or a sub-category: the catalogue answers both alike.
 */
export function CategoryProductsRoute() {
  const id = idFromParam(useParams().id);
  if (id === null) return <CategoryListingNotFound homeHref={paths.home()} />;
  // Keyed by the id: another category starts with its own loading state, not the last one's.
  return <CategoryProducts key={id} id={id} />;
}

function CategoryProducts({ id }: { id: number }) {
  const navigate = useNavigate();
  const category = useSubCategory(id);
  const siblings = useSiblingSubCategories(id);
  const children = useChildSubCategories(id);
  const { listingProps } = useProductListing({ categoryId: id });

  if (category.error instanceof ApiError && category.error.status === 404) {
    return <CategoryListingNotFound homeHref={paths.home()} />;
  }

  const description = category.data?.description;
  return (
    <CategoryListing
      name={
        category.isError ? null : category.data ? localCategoryName(category.data.name) : undefined
      }
      categoryId={id}
      siblings={siblings.isError ? [] : siblings.data}
      childCategories={children.isError ? [] : children.data}
      categoryHref={paths.categoryProducts}
      description={
        description ? <SafeHtml html={description} onNavigate={(path) => navigate(path)} /> : null
      }
      {...listingProps}
    />
  );
}
