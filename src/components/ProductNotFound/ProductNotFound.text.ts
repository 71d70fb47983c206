/** Spec section 2 "Product detail" and section 8 "Empty states". */
export const productNotFoundText = {
  title: "Product not found",
  home: "Go to Home",
};
