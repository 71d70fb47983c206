import { defineText } from "@/i18n/defineText";
/** docs/product.md § Messages and errors "Support chat send": what the shopper is told about the support chat. */
export const supportChatToasts = defineText("supportChatToasts", {
  sent: "Message sent successfully!",
  sendFailed: "Failed to send message",
  // The spec names these failures but not their words.
  threadFailed: "Failed to load the support chat",
  unreadFailed: "Failed to load unread support messages",
  messagesFailed: "Failed to load support messages",
  olderFailed: "Failed to load older messages",
});

/** Fixed ids, so a failure repeated by polling shows one toast, not a stack of them. */
export const supportChatToastIds = {
  sent: "support-chat-sent",
  sendFailed: "support-chat-send-failed",
  threadFailed: "support-chat-thread-failed",
  unreadFailed: "support-chat-unread-failed",
  messagesFailed: "support-chat-messages-failed",
  olderFailed: "support-chat-older-failed",
};
