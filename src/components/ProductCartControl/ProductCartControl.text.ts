/** docs/product.md § Product card: the words of the add-to-cart control. */
export const productCartControlText = {
  addItem: "Add Item",
  comingSoon: "Coming Soon",
  outOfStock: "Out of stock",
  notify: "Notify",
};
