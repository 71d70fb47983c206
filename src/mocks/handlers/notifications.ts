import type { NotificationInbox } from "@/api/types";
import { db } from "../db";
import { http } from "../http";
import { errorBody } from "../session";

/** The inbox keeps the latest 50 messages (the contract's maxItems); the count covers them all. */
const INBOX_LIMIT = 50;

export const NOTIFICATION_NOT_FOUND_MESSAGE = "Notification not found.";

/** The customer's inbox as listNotifications answers it: newest first, and what is unread in all. */
export function inboxView(): NotificationInbox {
  const newestFirst = [...db.inbox].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    notifications: newestFirst.slice(0, INBOX_LIMIT),
    unreadCount: db.inbox.filter((notification) => !notification.isRead).length,
  };
}

/**
 * The notification inbox (docs/restock-alerts.md), customers only: the access guard answers a
 * guest 403 before these run. Marking one read is harmless when it already is; an unknown id is
 * another customer's as far as the server can tell, so 404.
 */
export const notificationsHandlers = [
  http.get("/users/ui/notifications", ({ response }) => response(200).json({ data: inboxView() })),

  http.post("/users/ui/notifications/{id}/read", ({ params, response }) => {
    const id = Number(params.id);
    if (!db.inbox.some((notification) => notification.id === id)) {
      return response(404).json(errorBody(NOTIFICATION_NOT_FOUND_MESSAGE));
    }
    db.inbox = db.inbox.map((notification) =>
      notification.id === id ? { ...notification, isRead: true } : notification,
    );
    return response(200).json({ data: inboxView() });
  }),

  http.post("/users/ui/notifications/read-all", ({ response }) => {
    db.inbox = db.inbox.map((notification) => ({ ...notification, isRead: true }));
    return response(200).json({ data: inboxView() });
  }),
];
