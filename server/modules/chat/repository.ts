import { randomUUID } from "node:crypto";
import { and, count, eq, gt, inArray, lte, max, ne, or, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { chatFiles, chatMessages, chatThreads } from "../../db/schema";

export type MessageRow = typeof chatMessages.$inferSelect;
export type FileRow = typeof chatFiles.$inferSelect;
export type NewMessage = typeof chatMessages.$inferInsert;

/** The ORDER thread of this uuid when it is the order's; its order is the orders module's to check. */
export async function findThreadOfOrder(
  db: Executor,
  where: { threadUuid: string; orderId: number },
): Promise<string | null> {
  const [row] = await db
    .select({ uuid: chatThreads.uuid })
    .from(chatThreads)
    .where(
      and(
        eq(chatThreads.uuid, where.threadUuid),
        eq(chatThreads.kind, "ORDER"),
        eq(chatThreads.orderId, where.orderId),
      ),
    );
  return row?.uuid ?? null;
}

export async function findSupportThread(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.userId, userId), eq(chatThreads.kind, "SUPPORT")));
  return row ?? null;
}

/** Holds the thread until the transaction ends, so two sends cannot both schedule a reply. */
export async function lockThread(db: Executor, threadUuid: string): Promise<void> {
  await db
    .select({ uuid: chatThreads.uuid })
    .from(chatThreads)
    .where(eq(chatThreads.uuid, threadUuid))
    .for("update");
}

export async function insertMessage(db: Executor, values: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  if (!row) throw new Error("The chat message was not written");
  return row;
}

/** The newest message of one sender in a thread, pending ones included. */
export async function latestMessageAt(
  db: Executor,
  threadUuid: string,
  senderId: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(chatMessages.createdAt) })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadUuid, threadUuid), eq(chatMessages.senderId, senderId)));
  return row?.at ?? null;
}

/** Messages from anyone but the customer that became visible after the customer last read. */
export async function countUnread(
  db: Executor,
  thread: { uuid: string; userId: number; customerReadAt: Date | null },
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadUuid, thread.uuid),
        ne(chatMessages.senderId, thread.userId),
        lte(chatMessages.createdAt, now),
        thread.customerReadAt ? gt(chatMessages.createdAt, thread.customerReadAt) : sql`true`,
      ),
    );
  return row?.unread ?? 0;
}

export async function markThreadRead(db: Executor, threadUuid: string, now: Date) {
  await db
    .update(chatThreads)
    .set({ customerReadAt: now })
    .where(
      and(
        eq(chatThreads.uuid, threadUuid),
        // A test clock moved back must not make read messages unread again.
        or(isNull(chatThreads.customerReadAt), lte(chatThreads.customerReadAt, now)),
      ),
    );
}

export async function insertFile(db: Executor, values: typeof chatFiles.$inferInsert) {
  await db.insert(chatFiles).values(values);
}

/** A support chat file with the user its thread belongs to. */
export async function findSupportFile(db: Executor, fileUuid: string) {
  const [row] = await db
    .select({ file: chatFiles, ownerId: chatThreads.userId })
    .from(chatFiles)
    .innerJoin(chatThreads, eq(chatThreads.uuid, chatFiles.threadUuid))
    .where(and(eq(chatFiles.uuid, fileUuid), eq(chatThreads.kind, "SUPPORT")));
  return row ?? null;
}

/** The order's thread, or null when the order already has one (unique index on order_id). */
export async function insertOrderThread(
  db: Executor,
  order: { orderId: number; userId: number },
): Promise<string | null> {
  const [created] = await db
    .insert(chatThreads)
    .values({ uuid: randomUUID(), kind: "ORDER", userId: order.userId, orderId: order.orderId })
    .onConflictDoNothing({ target: chatThreads.orderId })
    .returning({ uuid: chatThreads.uuid });
  return created?.uuid ?? null;
}

/** The thread of each of these orders that has one (the order screen links to it). */
export const orderThreadUuids = (db: Executor, orderIds: readonly number[]) =>
  db
    .select({ uuid: chatThreads.uuid, orderId: chatThreads.orderId })
    .from(chatThreads)
    .where(inArray(chatThreads.orderId, [...orderIds]));

export async function findOrderThreadUuid(db: Executor, orderId: number): Promise<string | null> {
  const [existing] = await db
    .select({ uuid: chatThreads.uuid })
    .from(chatThreads)
    .where(eq(chatThreads.orderId, orderId));
  return existing?.uuid ?? null;
}

/** Does nothing when the user already has one (the partial unique index keeps one per user). */
export async function insertSupportThread(db: Executor, userId: number, now: Date) {
  await db
    .insert(chatThreads)
    .values({ uuid: randomUUID(), kind: "SUPPORT", userId, createdAt: now })
    .onConflictDoNothing();
}

/** The messages one user sent in a thread become another user's. */
export async function reassignSender(
  db: Executor,
  threadUuid: string,
  from: number,
  to: number,
): Promise<void> {
  await db
    .update(chatMessages)
    .set({ senderId: to })
    .where(and(eq(chatMessages.threadUuid, threadUuid), eq(chatMessages.senderId, from)));
}

export async function setThreadOwner(db: Executor, threadUuid: string, userId: number) {
  await db.update(chatThreads).set({ userId }).where(eq(chatThreads.uuid, threadUuid));
}

/** Moves a thread's files and messages into another thread and deletes the emptied one. */
export async function foldThreadInto(db: Executor, fromUuid: string, intoUuid: string) {
  await db
    .update(chatFiles)
    .set({ threadUuid: intoUuid })
    .where(eq(chatFiles.threadUuid, fromUuid));
  await db
    .update(chatMessages)
    .set({ threadUuid: intoUuid })
    .where(eq(chatMessages.threadUuid, fromUuid));
  await db.delete(chatThreads).where(eq(chatThreads.uuid, fromUuid));
}
