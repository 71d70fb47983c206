import { defineText } from "@/i18n/defineText";
/** docs/product.md § Rider chat and support chat and § Validation "Chat": the words of the message input. */
export const chatComposerText = defineText("chatComposerText", {
  placeholder: "Say 'Hello!'",
  /** The input's accessible name: a placeholder is not a label. */
  input: "Message",
  send: "Send message",
  sending: "Sending…",
  attach: "Attach a file",
  quickReplies: "Quick replies",
});

/** docs/product.md § Validation: images, pdf, doc and docx (by extension and by type, for every picker). */
export const CHAT_FILE_ACCEPT = [
  "image/*",
  ".pdf",
  ".doc",
  ".docx",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");

/** The contract's ChatText limit. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
