import { defineText } from "@/i18n/defineText";
/** docs/product.md § All categories: the directory's words, shared with its stories. */
export const categoryDirectoryText = defineText("categoryDirectoryText", {
  title: "All Categories",
  loading: "Loading categories",
});
