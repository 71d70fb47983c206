import { defineText } from "@/i18n/defineText";
/** The words of the add-card dialog (docs/product.md § Checkout and § Payment methods). */
export const addCardDialogText = defineText("addCardDialogText", {
  title: "Add New Card",
  description:
    "Your card is kept by our payment provider; we only see its brand, last 4 digits and expiry.",
  save: "Save Card",
  saving: "Saving…",
  cancel: "Cancel",
  close: "Close",
});
