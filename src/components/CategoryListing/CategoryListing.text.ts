import { defineText } from "@/i18n/defineText";
/** docs/product.md § Category listing; words shared with its stories. */
export const categoryListingText = defineText("categoryListingText", {
  loadingTitle: "Loading category",
  fallbackTitle: "Products",
  siblings: "Related categories",
  children: (name: string) => `Inside ${name}`,
  gridLabel: (name: string) => `Products in ${name}`,
  emptyHint: "Try another category or a different ethnicity.",
  about: (name: string) => `About ${name}`,
  notFound: "Category not found",
  notFoundHint: "It may have moved or no longer exists.",
  home: "Go to Home",
});
