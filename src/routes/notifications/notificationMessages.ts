import { defineText } from "@/i18n/defineText";
/** docs/product.md § Messages and errors: the toasts of the notification settings. */
export const notificationMessages = defineText("notificationMessages", {
  saved: "Notification updated successfully!",
  saveFailed: "Something went wrong while saving notification",
});
