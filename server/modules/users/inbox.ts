import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import type { Schemas } from "../../http/types";
import { orderUuidsOf } from "../orders";
import {
  countUnread,
  latestInboxRows,
  markAllInboxRowsRead,
  markInboxRowRead,
} from "./inboxRepository";

/**
 * The notification inbox (docs/restock-alerts.md): what the store told the customer, newest
 * first. Its rows point at orders by id; the orders module gives their uuids, which the web app
 * links to.
 */

type NotificationInbox = Schemas["NotificationInbox"];
type NotificationKind = Schemas["NotificationKind"];

/** The contract's maxItems: older notifications stay, counted as unread until read-all. */
export const INBOX_SIZE = 50;

const KINDS: ReadonlySet<string> = new Set(["RESTOCK", "ORDER_STATUS", "REPLACEMENT", "REFUND"]);
const isKind = (kind: string): kind is NotificationKind => KINDS.has(kind);

export async function readInbox(context: AppContext, userId: number): Promise<NotificationInbox> {
  const [rows, unreadCount] = await Promise.all([
    latestInboxRows(context.db, userId, INBOX_SIZE),
    countUnread(context.db, userId),
  ]);
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))];
  const uuids = await orderUuidsOf(context.db, orderIds);
  return {
    notifications: rows.flatMap((row) => {
      if (!isKind(row.kind)) return [];
      return [
        {
          id: row.id,
          kind: row.kind,
          title: row.title,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
          isRead: row.readAt !== null,
          productId: row.productId,
          orderUuid: row.orderId === null ? null : (uuids.get(row.orderId) ?? null),
        },
      ];
    }),
    unreadCount,
  };
}

/** Marking one read twice is harmless; another customer's (or no) notification is a 404. */
export async function markNotificationRead(
  context: AppContext,
  userId: number,
  id: number,
): Promise<NotificationInbox> {
  const found = await markInboxRowRead(context.db, userId, id, context.now());
  if (!found) throw notFound("Notification not found.");
  return readInbox(context, userId);
}

export async function markAllNotificationsRead(
  context: AppContext,
  userId: number,
): Promise<NotificationInbox> {
  await markAllInboxRowsRead(context.db, userId, context.now());
  return readInbox(context, userId);
}
