import { defineText } from "@/i18n/defineText";
/** docs/product.md § Search page: the pager's words, shared with its stories. */
export const paginationText = defineText("paginationText", {
  label: "Pagination",
  status: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: "Previous",
  next: "Next",
});
