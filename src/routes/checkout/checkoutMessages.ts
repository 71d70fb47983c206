import { defineText } from "@/i18n/defineText";
/** docs/product.md § Messages and errors: what the checkout tells the shopper. */
export const checkoutMessages = defineText("checkoutMessages", {
  placed: "Checkout successful!",
  placeFailed: "Failed to submit checkout. See console for details.",
  couponApplied: "Coupon applied successfully!",
  couponFailed: "Failed to redeem coupon.",
  couponCleared: "Coupon cleared successfully!",
  couponClearFailed: "Failed to clear coupon.",
});
