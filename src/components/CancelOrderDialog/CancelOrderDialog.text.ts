/** Spec section 2 'Cancel Order?' and section 9's refund text, word for word. */
export const cancelOrderDialogText = {
  title: "Cancel Order?",
  refund: "We will initiate your refund for cancellation in 24 to 48 hrs.",
  confirm: "Cancel Order",
  keep: "Keep Order",
  close: "Close",
};
