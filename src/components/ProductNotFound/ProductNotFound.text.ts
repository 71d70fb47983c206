/** docs/product.md § Product detail and § Messages and errors, "Empty states". */
export const productNotFoundText = {
  title: "Product not found",
  home: "Go to Home",
};
