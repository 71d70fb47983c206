import { defineText } from "@/i18n/defineText";
/** docs/product.md § Order detail, 'Cancel Order?', and the refund text of § Constants and limits, word for word. */
export const cancelOrderDialogText = defineText("cancelOrderDialogText", {
  title: "Cancel Order?",
  refund: "We will initiate your refund for cancellation in 24 to 48 hrs.",
  confirm: "Cancel Order",
  keep: "Keep Order",
  close: "Close",
});
