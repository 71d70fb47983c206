import { defineText } from "@/i18n/defineText";
/** docs/product.md § Home: the Top Categories grid's words, shared with its stories. */
export const topCategoriesText = defineText("topCategoriesText", {
  title: "Top Categories",
});
