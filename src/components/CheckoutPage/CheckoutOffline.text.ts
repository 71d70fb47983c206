import { defineText } from "@/i18n/defineText";

/**
 * docs/seo.md § Installable and offline: beside Place Order while the device is offline, and its
 * toast when pressed then. Apart from CheckoutPage.text.ts, which the header's cart shares with
 * every page, so only checkout loads these words.
 */
export const checkoutOfflineText = defineText("checkoutOfflineText", {
  notice: "You're offline. You can place your order once you're back online.",
});
