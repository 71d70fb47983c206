import { computed, defineText } from "@/i18n/defineText";
const riderChatUnread = (unread: number) =>
  `(${unread} unread ${unread === 1 ? "message" : "messages"})`;

/** docs/product.md § Rider chat and support chat: the words of the order screen's chat with the rider. */
export const riderChatText = defineText("riderChatText", {
  /** When the order names no rider. */
  riderFallback: "Rider",
  /** The toggle and the panel's name. */
  title: (rider: string) => `Chat with ${rider}`,
  /** Read after the title on the toggle, for screen readers. */
  unread: riderChatUnread,
  /** The toggle's accessible name. */
  toggle: (rider: string, unread: number) =>
    unread > 0 ? `Chat with ${rider} ${riderChatUnread(unread)}` : `Chat with ${rider}`,
  /** The badge stays small; the toggle's name carries the exact count. */
  badge: computed((unread: number) => (unread > 99 ? "99+" : String(unread))),
  // The spec gives only the support chat's empty text; this one follows it.
  empty: (rider: string) => `Start chatting with ${rider}...`,
  /** docs/product.md § Rider chat and support chat: 'Hello {name}', 'Where you at?', 'Will you be on time?'. */
  quickReplies: computed((rider: string) => [
    riderChatText.hello(rider),
    riderChatText.whereAreYou,
    riderChatText.onTime,
  ]),
  hello: (rider: string) => `Hello ${rider}`,
  whereAreYou: "Where you at?",
  onTime: "Will you be on time?",
});
