import { computed, defineText } from "@/i18n/defineText";
/** docs/product.md § Rider chat and support chat: the words of the support chat. */
export const supportChatText = defineText("supportChatText", {
  title: "Chat Support",
  empty: "Start chatting with your support...",
  /** Who answers, read before the agent's messages. */
  agent: "Support",
  close: "Close chat",
  launcher: (unread: number) =>
    unread > 0
      ? `Chat Support, ${unread} unread ${unread === 1 ? "message" : "messages"}`
      : "Chat Support",
  /** The badge stays small; the launcher's name carries the exact count. */
  badge: computed((unread: number) => (unread > 99 ? "99+" : String(unread))),
});
