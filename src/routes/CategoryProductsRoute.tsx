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
import { plainText, shortDescription } from "@/app/meta/description";
import { pageMetaText } from "@/app/meta/pageMeta.text";
import { listingPath } from "@/app/meta/listingPath";
import { StoreMeta } from "@/app/meta/StoreMeta";
import { breadcrumbData } from "@/app/meta/structuredData";
import { breadcrumbsText } from "@/components/Breadcrumbs/Breadcrumbs.text";
import { categoryListingText } from "@/components/CategoryListing/CategoryListing.text";
import type { SubCategory } from "@/api/types";

/**
 * docs/product.md § Category listing. The id may name a top-level
 * category (footer links, 'See All') or a sub-category: the catalogue answers both alike.
 */
export function CategoryProductsRoute() {
  const id = idFromParam(useParams().id);
  if (id === null) return <MissingCategoryPage />;
  // Keyed by the id: another category starts with its own loading state, not the last one's.
  return <CategoryProducts key={id} id={id} />;
}

function CategoryProducts({ id }: { id: number }) {
  const navigate = useNavigate();
  const category = useSubCategory(id);
  const siblings = useSiblingSubCategories(id);
  const children = useChildSubCategories(id);
  const { listingProps, page } = useProductListing({ categoryId: id });

  if (category.error instanceof ApiError && category.error.status === 404) {
    return <MissingCategoryPage />;
  }

  const description = category.data?.description;
  return (
    <>
      {category.data ? <CategoryHead category={category.data} page={page} /> : null}
      <CategoryListing
        name={
          category.isError
            ? null
            : category.data
              ? localCategoryName(category.data.name)
              : undefined
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
    </>
  );
}

/** A category's head: its name, its description (or one made of its name), and its trail. */
function CategoryHead({ category, page }: { category: SubCategory; page: number }) {
  const name = localCategoryName(category.name);
  const described = category.description ? plainText(category.description) : "";
  return (
    <StoreMeta
      title={name}
      description={shortDescription(described || pageMetaText.categoryDescription(name))}
      path={listingPath(paths.categoryProducts(category.id), page)}
      image={category.fileResponse?.fullUrl}
      structuredData={[
        breadcrumbData([{ label: breadcrumbsText.home, href: paths.home() }, { label: name }]),
      ]}
    />
  );
}

/** A category id that names nothing: said so, and kept out of search results. */
function MissingCategoryPage() {
  return (
    <>
      <StoreMeta title={categoryListingText.notFound} noindex />
      <CategoryListingNotFound homeHref={paths.home()} />
    </>
  );
}
