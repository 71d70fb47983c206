import { defineText } from "@/i18n/defineText";

/** docs/seo.md § Installable and offline: the banner every page shows while the device is offline. */
export const offlineBannerText = defineText("offlineBannerText", {
  title: "You're offline.",
  body: "Pages you have already opened still work. Adding to the cart and placing an order wait until you're back online.",
});
