import type { ProductSort } from "@/api/types";
import { defineText } from "@/i18n/defineText";

/** docs/product.md § Sort dialog: the words of the dialog, shared with its stories. */
export const sortDialogText = defineText("sortDialogText", {
  title: "Sort by",
  apply: "Apply",
  close: "Close",
  trigger: (label: string) => `Sort: ${label}`,
  options: {
    RELEVANCE: "Relevance (Default)",
    PRICE_LOW: "Price (Low to High)",
    PRICE_HIGH: "Price (High to Low)",
    DISCOUNT: "Discount (High to Low)",
    UNIT_PRICE_LOW: "Unit price (Low to High)",
  } satisfies Record<ProductSort, string>,
});
