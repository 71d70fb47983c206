/** docs/product.md § Home: the Top Categories grid's words, shared with its stories. */
export const topCategoriesText = {
  title: "Top Categories",
};
