/** docs/product.md § Rider chat and support chat: the words of the message list. */
export const chatMessagesText = {
  /** The accessible name of the conversation log. */
  log: "Messages",
  /** Read before each message of the current user, for screen readers. */
  you: "You",
  /** When an image message has no file name. */
  image: "Image",
  /** When a file message has no file name. */
  file: "Attachment",
  loading: "Loading messages…",
};
