import { Fragment, type ReactNode } from "react";
import type { ProductSummary, SearchPage } from "@/api/types";
import { cn } from "@/lib/cn";
import type { RecentSearch } from "@/lib/storedTypes";
import { RecentSearches } from "../RecentSearches/RecentSearches";
import { ShowcaseSection } from "../ShowcaseSection/ShowcaseSection";
import { searchLandingText as text } from "./SearchLanding.text";
import { SearchLandingDiscover } from "./SearchLandingDiscover";
import { SearchLandingSkeleton } from "./SearchLandingSkeleton";
import { localCategoryName } from "@/lib/catalogueNames.text";

export interface SearchLandingProps {
  /** Newest first; the section hides when empty. */
  recentSearches: readonly RecentSearch[];
  onClearRecentSearches: () => void;
  /** Where a recent search leads. */
  searchHref: (name: string) => string;
  /** True while the landing's sections load. */
  loading: boolean;
  /** The sections; absent after a failed load, when only the recent searches show. */
  content?: SearchPage;
  /** Where a category tile leads ('See All' always leads to the category's products). */
  categoryHref: (id: number) => string;
  /** The card of one product (the route wires it to the cart). */
  renderProduct: (product: ProductSummary) => ReactNode;
  className?: string;
}

/** The search page without a query: recent searches, new finds and best-selling sub-categories. */
export function SearchLanding({
  recentSearches,
  onClearRecentSearches,
  searchHref,
  loading,
  content,
  categoryHref,
  renderProduct,
  className,
}: SearchLandingProps) {
  return (
    <div className={cn("flex flex-col gap-8", className)}>
      <h1 className="text-2xl font-semibold">{text.title}</h1>
      <RecentSearches
        searches={recentSearches}
        searchHref={searchHref}
        onClear={onClearRecentSearches}
      />
      {loading ? (
        <SearchLandingSkeleton />
      ) : content ? (
        <>
          <SearchLandingDiscover
            categories={content.newArrivalLeafCategories}
            categoryHref={categoryHref}
          />
          {content.bestSellerSubCategories
            .filter((showcase) => showcase.products.length > 0)
            .map((showcase) => (
              <ShowcaseSection
                key={showcase.id}
                id={showcase.id}
                name={localCategoryName(showcase.name)}
              >
                {showcase.products.map((product) => (
                  <Fragment key={product.id}>{renderProduct(product)}</Fragment>
                ))}
              </ShowcaseSection>
            ))}
        </>
      ) : null}
    </div>
  );
}
