import { defineText } from "@/i18n/defineText";
export const productInfoTableText = defineText("productInfoTableText", {
  title: "Product Info",
  /** Read after an external link's text: it leaves the store in a new tab. */
  opensInNewTab: "(opens in a new tab)",
});
