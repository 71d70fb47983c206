import { useId, type ReactNode } from "react";
import type { SubCategory } from "@/api/types";
import { cn } from "@/lib/cn";
import { ProductListing, type ProductListingProps } from "../ProductListing/ProductListing";
import { SubCategoryLinks } from "../SubCategoryLinks/SubCategoryLinks";
import { categoryListingText as text } from "./CategoryListing.text";

export interface CategoryListingProps extends Omit<ProductListingProps, "label" | "emptyHint"> {
  /** The category's name; undefined while it loads, null when it could not be loaded. */
  name: string | null | undefined;
  categoryId: number;
  /** Same-parent categories, this one included; undefined while they load. */
  siblings: readonly SubCategory[] | undefined;
  /** The sub-categories inside this one; undefined while they load. */
  childCategories: readonly SubCategory[] | undefined;
  categoryHref: (id: number) => string;
  /** The description, already made safe to render (see SafeHtml); hidden when absent. */
  description?: ReactNode;
}

/** A category's products: sibling links on top, its sub-categories aside, grid and description. */
export function CategoryListing({
  name,
  categoryId,
  siblings,
  childCategories,
  categoryHref,
  description,
  className,
  ...listing
}: CategoryListingProps) {
  const aboutId = useId();
  const title = name ?? text.fallbackTitle;
  const showAside = childCategories === undefined || childCategories.length > 0;

  return (
    <div className={cn("flex flex-col gap-4", className)}>
      {name === undefined ? (
        <h1>
          <span className="sr-only">{text.loadingTitle}</span>
          {/* A span, since a heading holds only phrasing content. */}
          <span aria-hidden className="block h-8 w-56 animate-pulse rounded-md bg-gray-200" />
        </h1>
      ) : (
        <h1 className="text-2xl font-semibold break-words">{title}</h1>
      )}
      <SubCategoryLinks
        label={text.siblings}
        subCategories={siblings}
        currentId={categoryId}
        hrefOf={categoryHref}
      />
      <div className={cn("flex flex-col gap-6", showAside && "lg:flex-row lg:items-start")}>
        {showAside ? (
          // A plain box: the nav inside is the landmark, and an aside within main would be a
          // complementary landmark nested in another.
          <div className="lg:sticky lg:top-4 lg:w-56 lg:shrink-0">
            <SubCategoryLinks
              label={text.children(title)}
              subCategories={childCategories}
              hrefOf={categoryHref}
              layout="side"
            />
          </div>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-8">
          <ProductListing {...listing} label={text.gridLabel(title)} emptyHint={text.emptyHint} />
          {description ? (
            <section aria-labelledby={aboutId} className="border-t border-gray-200 pt-6">
              <h2 id={aboutId} className="text-lg font-semibold">
                {text.about(title)}
              </h2>
              {description}
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
