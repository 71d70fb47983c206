import { defineText } from "@/i18n/defineText";
/** docs/product.md § Search page with a query; words shared with its stories. */
export const searchResultsText = defineText("searchResultsText", {
  title: (query: string) => `Results for “${query}”`,
  gridLabel: (query: string) => `Products found for ${query}`,
  emptyHint: "Try another word or check the spelling.",
});
