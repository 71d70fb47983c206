import { defineText } from "@/i18n/defineText";
/** docs/product.md § Search page without a query; words shared with its stories. */
export const searchLandingText = defineText("searchLandingText", {
  title: "Search",
  discover: "Discover new finds",
  loading: "Loading suggestions",
});
