/** docs/product.md § All categories: the directory's words, shared with its stories. */
export const categoryDirectoryText = {
  title: "All Categories",
  loading: "Loading categories",
};
