import { defineText } from "@/i18n/defineText";
/** docs/product.md § Rider chat and support chat: the words of the message list. */
export const chatMessagesText = defineText("chatMessagesText", {
  /** The accessible name of the conversation log. */
  log: "Messages",
  /** Read before each message of the current user, for screen readers. */
  you: "You",
  /** When an image message has no file name. */
  image: "Image",
  /** When a file message has no file name. */
  file: "Attachment",
  loading: "Loading messages…",
  /** The button above the messages when older ones are on the server. */
  showOlder: "Show older messages",
  loadingOlder: "Loading older messages…",
  /** Announced once an older page is in place. */
  olderLoaded: "Older messages loaded.",
  /** Above the first message of the thread, once every page is loaded. */
  start: "This is the start of the conversation.",
  /** A replacement offered for a short item (docs/replacements.md). */
  offer: {
    approve: "Approve",
    reject: "Reject",
    approved: "Approved",
    rejected: "Rejected: this item is refunded",
  },
});
