import { defineText } from "@/i18n/defineText";
/** docs/product.md § Product card: the words of the add-to-cart control. */
export const productCartControlText = defineText("productCartControlText", {
  addItem: "Add Item",
  comingSoon: "Coming Soon",
  outOfStock: "Out of stock",
  notify: "Notify",
  /** The shopper asked to be told when the product is back (restockRequested). */
  notifying: "We'll notify you",
  stopNotifying: "Stop notifying",
});
