import { defineText } from "@/i18n/defineText";
/** The toasts' own words (docs/product.md § Toasts and logging). */
export const appToasterText = defineText("appToasterText", {
  /** The toasts' region, with the shortcut that reaches it (react-toastify's words by default). */
  region: "Notifications Alt+T",
});
