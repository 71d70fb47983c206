import { dateFormat } from "@/i18n/intlFormats";
/** The shopper's answer to a replacement offered in the rider chat. */
export type OfferDecision = "APPROVE" | "REJECT";

/** A replacement offered for a short order line (docs/replacements.md), answered once. */
export interface ChatOffer {
  /** The order line it is for: what the answer names. */
  lineId: number;
  status: "PENDING" | "APPROVED" | "REJECTED";
}

/**
 * One message as the chat list draws it. The support chat (TEXT or FILE) and the rider chat
 * (TEXT or IMAGE) answer different shapes; their containers map them to this one.
 */
export type ChatMessageItem = {
  /** Stable across reloads, so React keeps each bubble while the list is polled. */
  id: string;
  senderId: number;
  /** ISO date-time. */
  createdAt: string;
} & (
  | { kind: "text"; text: string }
  | { kind: "image"; url: string; name?: string | null }
  | { kind: "file"; url: string; name?: string | null }
  | { kind: "offer"; text: string; offer: ChatOffer }
);

/**
 * Made on first use, not when the module loads: the chat's code loads on every page with a
 * session (its launcher), and a page's first Intl object loads the browser's locale data, a task
 * of 170-330 ms on a phone (docs/performance.md), where the page itself formats no date.
 */
function chatTimeFormat(): Intl.DateTimeFormat {
  return dateFormat("chatTime", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

/** "May 30, 10:02 AM" in the shopper's time zone; "" for a date that cannot be read. */
export function formatChatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : chatTimeFormat().format(date);
}
