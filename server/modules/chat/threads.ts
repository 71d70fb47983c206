import { randomUUID } from "node:crypto";
import type { Executor } from "../../db/client";
import {
  findOrderThreadUuid,
  findSupportThread,
  foldThreadInto,
  insertMessage,
  insertOrderThread,
  insertSupportThread,
  latestMessageAt,
  reassignSender,
  setThreadOwner,
} from "./repository";
import { riderGreeting } from "./riderReplies";

export interface RiderIntroduction {
  riderUserId: number;
  riderName: string | null;
  customerName: string;
  at: Date;
}

/**
 * The rider chat thread of an order, created on the first call (when a rider is assigned, or
 * earlier when a short line needs the chat) and returned as it is on later calls, also when two
 * calls race (unique index on order_id). With `greeting`, the rider's hello opens their part of
 * the thread once, also in a thread a shortage opened before the rider came.
 */
export async function openOrderThread(
  db: Executor,
  order: { orderId: number; userId: number; greeting?: RiderIntroduction },
): Promise<string> {
  const created = await insertOrderThread(db, order);
  const threadUuid = created ?? (await findOrderThreadUuid(db, order.orderId));
  if (!threadUuid) throw new Error(`The chat thread of order ${order.orderId} vanished`);
  const greeting = order.greeting;
  // A thread a shortage opened before the rider came still gets the hello, once.
  const greeted =
    !created && greeting && (await latestMessageAt(db, threadUuid, greeting.riderUserId));
  if (greeting && !greeted) {
    await insertMessage(db, {
      uuid: randomUUID(),
      threadUuid,
      senderId: greeting.riderUserId,
      type: "TEXT",
      body: riderGreeting(greeting.customerName, greeting.riderName),
      createdAt: greeting.at,
    });
  }
  return threadUuid;
}

/** A message of the store in the order's chat (a short line's news or replacement card). */
export interface OrderNotice {
  orderId: number;
  userId: number;
  /** The rider once one is assigned, else the store's support agent. */
  senderId: number;
  body: string;
  at: Date;
  /** The order line whose replacement the message offers, for its card. */
  offerItemId?: number;
}

/** Writes the notice in the order's chat, opening the chat when the order has none yet. */
export async function postOrderNotice(db: Executor, notice: OrderNotice): Promise<void> {
  const threadUuid = await openOrderThread(db, { orderId: notice.orderId, userId: notice.userId });
  await insertMessage(db, {
    uuid: randomUUID(),
    threadUuid,
    senderId: notice.senderId,
    type: "TEXT",
    body: notice.body,
    createdAt: notice.at,
    offerItemId: notice.offerItemId ?? null,
  });
}

/**
 * The user's one support thread, created on first use. Two first calls at once both insert; the
 * partial unique index keeps one and the other reads it.
 */
export async function ensureSupportThread(db: Executor, userId: number, now: Date) {
  const existing = await findSupportThread(db, userId);
  if (existing) return existing;
  await insertSupportThread(db, userId, now);
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
  await reassignSender(db, guestThread.uuid, guestId, customerId);
  if (customerThread) await foldThreadInto(db, guestThread.uuid, customerThread.uuid);
  else await setThreadOwner(db, guestThread.uuid, customerId);
}
