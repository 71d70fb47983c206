import { useId, type ReactNode } from "react";
import type { PreviouslyBoughtItem, ProductSummary, PurchasePeriod } from "@/api/types";
import { ProductGrid } from "../ProductGrid/ProductGrid";
import { isPurchasePeriod, purchasePeriods } from "./myOrdersTabs";
import { myOrdersText as text } from "./MyOrders.text";
import { PagedList, type PagedListState } from "./PagedList";

export interface PreviouslyBoughtListProps {
  period: PurchasePeriod;
  onPeriodChange: (period: PurchasePeriod) => void;
  state: PagedListState<PreviouslyBoughtItem>;
  /** The product card with its add-to-cart control (the app's ProductCardContainer). */
  renderProduct: (product: ProductSummary) => ReactNode;
}

/**
 * What tells two bought items apart: the product, which the list holds once. Not the item's
 * uuid: a server that answered the order's uuid for each item (issue 26) showed one of three.
 */
export const previouslyBoughtId = (item: PreviouslyBoughtItem): number => item.product.id;

/** Order Again: what the shopper bought in the chosen period, each ready to add to the cart. */
export function PreviouslyBoughtList({
  period,
  onPeriodChange,
  state,
  renderProduct,
}: PreviouslyBoughtListProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      {/* The product cards' names are h3s. */}
      <h2 className="sr-only">{text.previouslyBoughtLabel}</h2>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-period`} className="text-sm font-medium text-gray-700">
          {text.periodLabel}
        </label>
        <select
          id={`${id}-period`}
          value={period}
          onChange={(event) => {
            if (isPurchasePeriod(event.target.value)) onPeriodChange(event.target.value);
          }}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {purchasePeriods.map((option) => (
            <option key={option} value={option}>
              {text.periods[option]}
            </option>
          ))}
        </select>
      </div>
      <PagedList
        state={state}
        emptyText={text.noPreviouslyBought}
        renderList={(items) => (
          <ProductGrid label={text.previouslyBoughtLabel}>
            {items.map((item) => (
              <div key={previouslyBoughtId(item)} className="flex w-full">
                {renderProduct(item.product)}
              </div>
            ))}
          </ProductGrid>
        )}
      />
    </div>
  );
}
