import { Fragment, useRef, type ReactNode } from "react";
import type { ProductSort, ProductSummary } from "@/api/types";
import { cn } from "@/lib/cn";
import { Pagination } from "../Pagination/Pagination";
import { ProductGrid, ProductGridSkeleton } from "../ProductGrid/ProductGrid";
import { SortDialog } from "../SortDialog/SortDialog";
import { productListingText as text } from "./ProductListing.text";
import { ProductListingEmpty } from "./ProductListingEmpty";

export interface ProductListingProps {
  /** Names the grid for screen readers, e.g. 'Search results for rice'. */
  label: string;
  /** One page of products; undefined until the first page has loaded. */
  products: readonly ProductSummary[] | undefined;
  /** The card of one product (the route wires it to the cart). */
  renderProduct: (product: ProductSummary) => ReactNode;
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
  /** 1-based. */
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Controls shown beside the sort, e.g. the ethnicity filter. */
  filters?: ReactNode;
  /** A row under the controls: the diet filter chips and the "always show only" notice. */
  dietFilters?: ReactNode;
  /** Said under 'No Products Found'. */
  emptyHint?: string;
  /** Another page or sort is loading while the previous products stay on screen. */
  updating?: boolean;
  className?: string;
}

/** A product grid with its filter and sort controls and pager (search results, category listing). */
export function ProductListing({
  label,
  products,
  renderProduct,
  sort,
  onSortChange,
  currentPage,
  totalPages,
  onPageChange,
  filters,
  dietFilters,
  emptyHint,
  updating = false,
  className,
}: ProductListingProps) {
  const topRef = useRef<HTMLDivElement>(null);

  // The pager sits below the grid: the next page starts at the top of the results, and so does
  // keyboard focus, instead of staying on a button far below what was just loaded.
  const changePage = (page: number) => {
    onPageChange(page);
    topRef.current?.scrollIntoView({ block: "start" });
    topRef.current?.focus({ preventScroll: true });
  };

  return (
    <div
      ref={topRef}
      tabIndex={-1}
      className={cn("flex scroll-mt-4 flex-col gap-4 focus:outline-none", className)}
    >
      <div
        role="group"
        aria-label={text.controls}
        className="flex flex-wrap items-center justify-between gap-3"
      >
        {filters ?? <span />}
        <SortDialog value={sort} onApply={onSortChange} />
      </div>
      {dietFilters}
      {products === undefined ? (
        <ProductGridSkeleton />
      ) : products.length === 0 ? (
        <ProductListingEmpty hint={emptyHint} />
      ) : (
        <div aria-busy={updating} className="flex flex-col gap-3">
          {/* Cards are h3s: the grid's own heading keeps the outline in order. */}
          <h2 className="sr-only">{label}</h2>
          {/* Dimming the cards would fail contrast, so a bar above them says the rest is coming. */}
          <div
            aria-hidden
            className={cn(
              "h-1 rounded-full",
              updating ? "animate-pulse bg-brand-500" : "bg-transparent",
            )}
          />
          <ProductGrid label={label}>
            {products.map((product) => (
              <Fragment key={product.id}>{renderProduct(product)}</Fragment>
            ))}
          </ProductGrid>
        </div>
      )}
      {products && products.length > 0 ? (
        <Pagination
          currentPage={currentPage}
          totalPages={totalPages}
          onPageChange={changePage}
          className="mt-2"
        />
      ) : null}
    </div>
  );
}
