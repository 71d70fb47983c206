import { defineText } from "@/i18n/defineText";
/** docs/product.md § Search box: the words the box shows, shared with its stories. */
export const searchBoxText = defineText("searchBoxText", {
  label: "Search products",
  clear: "Clear search",
  back: "Back to home",
  /** Spec: 'Search "milk", bread, sugar, …': each word in turn, as Search "milk", Search "bread". */
  rotatingTerms: [
    "milk",
    "bread",
    "sugar",
    "butter",
    "paneer",
    "chocolate",
    "curd",
    "rice",
    "egg",
    "chips",
  ],
  rotatingPlaceholder: (term: string) => `Search "${term}"`,
  searchPagePlaceholder: "Search for atta dal and more",
});

/** docs/product.md § Constants and limits. */
export const SEARCH_DEBOUNCE_MS = 500;
export const PLACEHOLDER_ROTATION_MS = 2_000;
