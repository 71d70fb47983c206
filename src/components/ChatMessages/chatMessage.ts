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
);

const timeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "May 30, 10:02 AM" in the shopper's time zone; "" for a date that cannot be read. */
export function formatChatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : timeFormat.format(date);
}
