import type { NotificationKind } from "@/api/types";
import { defineText } from "@/i18n/defineText";

/** The header's notification inbox (issue 31, docs/restock-alerts.md): its words, shared with stories. */
export const notificationInboxText = defineText("notificationInboxText", {
  /** The bell's name, with the unread count when there is one: "Notifications, 2 unread". */
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : "Notifications"),
  /** The badge on the bell; more than 9 reads "9+". */
  badge: (unread: number) => (unread > 9 ? "9+" : String(unread)),
  heading: "Notifications",
  markAllRead: "Mark all as read",
  loading: "Loading your notifications",
  emptyTitle: "Nothing yet",
  emptyBody:
    "When something you asked about is back in stock, or there is news about an order, we will tell you here.",
  error: "Your notifications could not be loaded.",
  retry: "Try again",
  /** Read before an unread message's title. */
  unread: "Unread:",
  /** What each kind is, for the icon's place in the list. */
  kind: {
    RESTOCK: "Back in stock",
    ORDER_STATUS: "Order update",
    REPLACEMENT: "Replacement",
    REFUND: "Refund",
  } satisfies Record<NotificationKind, string>,
  justNow: "Just now",
  minutesAgo: (minutes: number) => `${minutes} min ago`,
  hoursAgo: (hours: number) => `${hours} h ago`,
  daysAgo: (days: number) => `${days} d ago`,
});
