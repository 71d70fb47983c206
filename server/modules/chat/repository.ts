import { randomUUID } from "node:crypto";
import { and, asc, count, eq, gt, lte, max, ne, or, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { chatFiles, chatMessages, chatThreads, orders, riders, users } from "../../db/schema";

export type MessageRow = typeof chatMessages.$inferSelect;
export type FileRow = typeof chatFiles.$inferSelect;
export type NewMessage = typeof chatMessages.$inferInsert;

/** The caller's ORDER thread of the caller's order, with what the simulated rider needs. */
export async function findOrderThread(
  db: Executor,
  where: { orderUuid: string; threadUuid: string; userId: number },
) {
  const [row] = await db
    .select({
      threadUuid: chatThreads.uuid,
      status: orders.status,
      customerName: orders.customerName,
      slotLabel: orders.slotLabel,
      latitude: orders.latitude,
      longitude: orders.longitude,
      riderLatitude: orders.riderLatitude,
      riderLongitude: orders.riderLongitude,
      riderUserId: riders.userId,
      riderFirstName: users.firstName,
    })
    .from(chatThreads)
    .innerJoin(orders, eq(orders.id, chatThreads.orderId))
    .leftJoin(riders, eq(riders.id, orders.riderId))
    .leftJoin(users, eq(users.id, riders.userId))
    .where(
      and(
        eq(chatThreads.uuid, where.threadUuid),
        eq(chatThreads.kind, "ORDER"),
        eq(orders.uuid, where.orderUuid),
        eq(orders.userId, where.userId),
      ),
    );
  return row ?? null;
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

/** Messages whose time has come (replies are written ahead), oldest first, with their file. */
export function visibleMessages(db: Executor, threadUuid: string, now: Date) {
  return db
    .select({ message: chatMessages, file: chatFiles })
    .from(chatMessages)
    .leftJoin(chatFiles, eq(chatFiles.uuid, chatMessages.fileUuid))
    .where(and(eq(chatMessages.threadUuid, threadUuid), lte(chatMessages.createdAt, now)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
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

/** The support agent who signs the simulated answers: the first support user of the seed. */
export async function supportAgentId(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "support"), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id ?? null;
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
