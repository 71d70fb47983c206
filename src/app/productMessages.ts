import { defineText } from "@/i18n/defineText";
/** docs/product.md § Messages and errors: what the shopper is told after acting on a product (card or product page). */
export const productMessages = defineText("productMessages", {
  cartUpdateFailed: "Failed to update cart. Please try again.",
  /** A cart change asked for while the device is offline: nothing was sent, nothing is queued. */
  cartOffline: "You're offline. Add it again once you're back online.",
  notifySucceeded: "You will be notified for this product!",
  notifyFailed: "Failed to set notification for the product!",
  /** A guest or visitor tapped Notify: the login opens with this. */
  notifySignIn: "Sign in to be notified when this product is back in stock.",
  stopNotifySucceeded: "You will no longer be notified for this product.",
  stopNotifyFailed: "Failed to stop notifications for the product!",
  linkCopied: "Link copied to clipboard",
  linkCopyFailed: "Could not copy the link",
});
