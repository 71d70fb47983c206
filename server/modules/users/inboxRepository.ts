import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inboxNotifications, users } from "../../db/schema";

/**
 * The notification inbox's SQL (docs/restock-alerts.md). Other modules write to it through
 * `addInboxNotifications`, in their own transaction, so a notification exists exactly when the
 * change it tells of committed.
 */

export type InboxRow = typeof inboxNotifications.$inferSelect;

/** One notification to write: the contract's NotificationKind, and the product or order it links to. */
export interface NewInboxNotification {
  userId: number;
  kind: "RESTOCK" | "ORDER_STATUS" | "REPLACEMENT" | "REFUND";
  title: string;
  body: string;
  productId?: number | null;
  orderId?: number | null;
  createdAt?: Date;
}

export async function addInboxNotifications(
  db: Executor,
  notifications: readonly NewInboxNotification[],
): Promise<void> {
  if (notifications.length === 0) return;
  await db.insert(inboxNotifications).values([...notifications]);
}

/** The customer's newest notifications (the index on user and id serves it). */
export function latestInboxRows(db: Executor, userId: number, limit: number): Promise<InboxRow[]> {
  return db
    .select()
    .from(inboxNotifications)
    .where(eq(inboxNotifications.userId, userId))
    .orderBy(desc(inboxNotifications.id))
    .limit(limit);
}

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(inboxNotifications)
    .where(and(eq(inboxNotifications.userId, userId), isNull(inboxNotifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Marks the customer's notification read (keeping the first time it was); false when the
 * customer has no notification of that id.
 */
export async function markInboxRowRead(
  db: Executor,
  userId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const found = await db
    .select({ id: inboxNotifications.id, readAt: inboxNotifications.readAt })
    .from(inboxNotifications)
    .where(and(eq(inboxNotifications.id, id), eq(inboxNotifications.userId, userId)));
  const [row] = found;
  if (!row) return false;
  if (row.readAt === null) {
    await db
      .update(inboxNotifications)
      .set({ readAt: now })
      .where(and(eq(inboxNotifications.id, id), isNull(inboxNotifications.readAt)));
  }
  return true;
}

export async function markAllInboxRowsRead(db: Executor, userId: number, now: Date) {
  await db
    .update(inboxNotifications)
    .set({ readAt: now })
    .where(and(eq(inboxNotifications.userId, userId), isNull(inboxNotifications.readAt)));
}

/**
 * The phone numbers of these users who are customers (guests have none), for texts the store
 * sends after its transaction (restock alerts); deleted users are left out.
 */
export async function customerPhones(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isGuest, false), isNull(users.deletedAt)));
  return new Map(rows.flatMap((row) => (row.phone ? [[row.id, row.phone]] : [])));
}

/** An erased account's inbox goes with it (its texts named products and orders of the customer). */
export async function eraseInbox(db: Executor, userId: number) {
  await db.delete(inboxNotifications).where(eq(inboxNotifications.userId, userId));
}
