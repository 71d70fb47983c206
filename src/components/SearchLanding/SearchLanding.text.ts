/** docs/product.md § Search page without a query; words shared with its stories. */
export const searchLandingText = {
  title: "Search",
  discover: "Discover new finds",
  loading: "Loading suggestions",
};
