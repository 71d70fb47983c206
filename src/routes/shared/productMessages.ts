/** Spec section 8: what the shopper is told after acting on a product card. */
export const productMessages = {
  cartUpdateFailed: "Failed to update cart. Please try again.",
  notifySucceeded: "You will be notified for this product!",
  notifyFailed: "Failed to set notification for the product!",
};
