import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { chatFiles, chatMessages, chatThreads } from "../../db/schema";
import { findSupportThread, insertMessage } from "./repository";
import { riderGreeting } from "./riderReplies";

export interface RiderIntroduction {
  riderUserId: number;
  riderName: string | null;
  customerName: string;
  at: Date;
}

/**
 * The rider chat thread of an order, created on the first call (when a rider is assigned) and
 * returned as it is on later calls, also when two calls race (unique index on order_id). With
 * `greeting`, a newly created thread opens with the rider's hello.
 */
export async function openOrderThread(
  db: Executor,
  order: { orderId: number; userId: number; greeting?: RiderIntroduction },
): Promise<string> {
  const [created] = await db
    .insert(chatThreads)
    .values({ uuid: randomUUID(), kind: "ORDER", userId: order.userId, orderId: order.orderId })
    .onConflictDoNothing({ target: chatThreads.orderId })
    .returning({ uuid: chatThreads.uuid });
  if (created) {
    const greeting = order.greeting;
    if (greeting) {
      await insertMessage(db, {
        uuid: randomUUID(),
        threadUuid: created.uuid,
        senderId: greeting.riderUserId,
        type: "TEXT",
        body: riderGreeting(greeting.customerName, greeting.riderName),
        createdAt: greeting.at,
      });
    }
    return created.uuid;
  }
  const [existing] = await db
    .select({ uuid: chatThreads.uuid })
    .from(chatThreads)
    .where(eq(chatThreads.orderId, order.orderId));
  if (!existing) throw new Error(`The chat thread of order ${order.orderId} vanished`);
  return existing.uuid;
}

/**
 * The user's one support thread, created on first use. Two first calls at once both insert; the
 * partial unique index keeps one and the other reads it.
 */
export async function ensureSupportThread(db: Executor, userId: number, now: Date) {
  const existing = await findSupportThread(db, userId);
  if (existing) return existing;
  await db
    .insert(chatThreads)
    .values({ uuid: randomUUID(), kind: "SUPPORT", userId, createdAt: now })
    .onConflictDoNothing();
  const thread = await findSupportThread(db, userId);
  if (!thread) throw new Error(`The support thread of user ${userId} was not written`);
  return thread;
}

/**
 * Hands a guest's support conversation to the customer who signs in on that device (for the
 * sign-in transaction): the guest's messages become the customer's, in the customer's thread.
 */
export async function mergeSupportThread(
  db: Executor,
  guestId: number,
  customerId: number,
): Promise<void> {
  const guestThread = await findSupportThread(db, guestId);
  if (!guestThread) return;
  const customerThread = await findSupportThread(db, customerId);
  await db
    .update(chatMessages)
    .set({ senderId: customerId })
    .where(and(eq(chatMessages.threadUuid, guestThread.uuid), eq(chatMessages.senderId, guestId)));
  if (!customerThread) {
    await db
      .update(chatThreads)
      .set({ userId: customerId })
      .where(eq(chatThreads.uuid, guestThread.uuid));
    return;
  }
  await db
    .update(chatFiles)
    .set({ threadUuid: customerThread.uuid })
    .where(eq(chatFiles.threadUuid, guestThread.uuid));
  await db
    .update(chatMessages)
    .set({ threadUuid: customerThread.uuid })
    .where(eq(chatMessages.threadUuid, guestThread.uuid));
  await db.delete(chatThreads).where(eq(chatThreads.uuid, guestThread.uuid));
}
