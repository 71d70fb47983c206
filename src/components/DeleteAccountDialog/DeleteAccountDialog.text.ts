import { defineText } from "@/i18n/defineText";
/** Before Delete Account (docs/product.md § Settings): what the deletion erases and what it keeps. */
export const deleteAccountDialogText = defineText("deleteAccountDialogText", {
  title: "Delete Account?",
  erased:
    "Your name, email, phone number, saved addresses, saved cards, cart, saved items, notification preferences and support chat are erased, and you are signed out everywhere.",
  kept: "Your past orders are kept for our records, without your name, email or phone number. This cannot be undone.",
  confirm: "Delete Account",
  keep: "Keep Account",
  close: "Close",
});
