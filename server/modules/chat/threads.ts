import { randomUUID } from "node:crypto";
import type { Executor } from "../../db/client";
import {
  findOrderThreadUuid,
  findSupportThread,
  foldThreadInto,
  insertMessage,
  insertOrderThread,
  insertSupportThread,
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
 * The rider chat thread of an order, created on the first call (when a rider is assigned) and
 * returned as it is on later calls, also when two calls race (unique index on order_id). With
 * `greeting`, a newly created thread opens with the rider's hello.
 */
export async function openOrderThread(
  db: Executor,
  order: { orderId: number; userId: number; greeting?: RiderIntroduction },
): Promise<string> {
  const created = await insertOrderThread(db, order);
  if (created) {
    const greeting = order.greeting;
    if (greeting) {
      await insertMessage(db, {
        uuid: randomUUID(),
        threadUuid: created,
        senderId: greeting.riderUserId,
        type: "TEXT",
        body: riderGreeting(greeting.customerName, greeting.riderName),
        createdAt: greeting.at,
      });
    }
    return created;
  }
  const existing = await findOrderThreadUuid(db, order.orderId);
  if (!existing) throw new Error(`The chat thread of order ${order.orderId} vanished`);
  return existing;
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
