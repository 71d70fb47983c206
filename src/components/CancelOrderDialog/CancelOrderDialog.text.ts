/** docs/product.md § Order detail, 'Cancel Order?', and the refund text of § Constants and limits, word for word. */
export const cancelOrderDialogText = {
  title: "Cancel Order?",
  refund: "We will initiate your refund for cancellation in 24 to 48 hrs.",
  confirm: "Cancel Order",
  keep: "Keep Order",
  close: "Close",
};
