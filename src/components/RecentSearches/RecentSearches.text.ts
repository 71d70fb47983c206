import { defineText } from "@/i18n/defineText";
/** docs/product.md § Search page: the recent searches' words, shared with their stories. */
export const recentSearchesText = defineText("recentSearchesText", {
  title: "Recent Searches",
  clear: "Clear",
  clearLabel: "Clear recent searches",
});
