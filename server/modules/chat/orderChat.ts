import { randomUUID } from "node:crypto";
import type { Database, Executor } from "../../db/client";
import { notFound } from "../../http/errors";
import { findOwnOrder, replacementOffersOf, ridersWithNames } from "../orders";
import {
  findThreadOfOrder,
  insertMessage,
  latestMessageAt,
  lockThread,
  type MessageRow,
} from "./repository";
import { pageOfThread, type PageQuery } from "./paging";
import { admitChatSend } from "./quotas";
import { riderReply } from "./riderReplies";

/** The simulated rider types for a few seconds; the answer shows once the clock gets there. */
export const RIDER_REPLY_DELAY_MS = 4_000;

interface OrderThreadKey {
  orderUuid: string;
  threadUuid: string;
  userId: number;
}

/** Someone else's order, or a thread of another order, is "not found": never a 403. */
const NOT_FOUND = "We could not find that order chat.";

/** The caller's ORDER thread of the caller's order, with what the simulated rider needs. */
async function findOrderThread(db: Executor, key: OrderThreadKey) {
  const order = await findOwnOrder(db, key.userId, key.orderUuid);
  if (!order) return null;
  const threadUuid = await findThreadOfOrder(db, { threadUuid: key.threadUuid, orderId: order.id });
  if (!threadUuid) return null;
  const [rider] = order.riderId ? await ridersWithNames(db, [order.riderId]) : [];
  return {
    threadUuid,
    status: order.status,
    customerName: order.customerName,
    slotLabel: order.slotLabel,
    latitude: order.latitude,
    longitude: order.longitude,
    riderLatitude: order.riderLatitude,
    riderLongitude: order.riderLongitude,
    riderUserId: rider?.userId ?? null,
    riderFirstName: rider?.firstName ?? null,
  };
}

/**
 * One page of the caller's order thread (paging.ts), with the offers of its replacement cards;
 * someone else's answers 404.
 */
export async function listOrderMessages(
  db: Database,
  key: OrderThreadKey,
  page: PageQuery,
  now: Date,
) {
  const thread = await findOrderThread(db, key);
  if (!thread) throw notFound(NOT_FOUND);
  const { rows, meta } = await pageOfThread(db, thread.threadUuid, page, now);
  const messages = rows.map((row) => row.message);
  const offers = await replacementOffersOf(
    db,
    messages.flatMap((message) => (message.offerItemId === null ? [] : [message.offerItemId])),
  );
  return { messages, offers, meta };
}

/**
 * Writes the customer's message and, in the same transaction, the rider's answer a few seconds
 * ahead (after any answer still pending, so answers keep the order of the questions). Past a
 * chat limit (limits.ts) it answers 429 and writes nothing.
 */
export function sendOrderMessage(
  db: Database,
  key: OrderThreadKey,
  text: string,
  clock: () => Date,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const thread = await findOrderThread(tx, key);
    if (!thread) throw notFound(NOT_FOUND);
    const send = { userId: key.userId, threadUuid: thread.threadUuid, fileBytes: null };
    const now = await admitChatSend(tx, send, clock);
    await lockThread(tx, thread.threadUuid);
    const sent = await insertMessage(tx, {
      uuid: randomUUID(),
      threadUuid: thread.threadUuid,
      senderId: key.userId,
      type: "TEXT",
      body: text,
      createdAt: now,
    });
    if (thread.riderUserId !== null) {
      const pending = await latestMessageAt(tx, thread.threadUuid, thread.riderUserId);
      const after = Math.max(now.getTime(), pending?.getTime() ?? 0);
      const rider =
        thread.riderLatitude !== null && thread.riderLongitude !== null
          ? { latitude: thread.riderLatitude, longitude: thread.riderLongitude }
          : null;
      await insertMessage(tx, {
        uuid: randomUUID(),
        threadUuid: thread.threadUuid,
        senderId: thread.riderUserId,
        type: "TEXT",
        body: riderReply(text, {
          status: thread.status,
          customerName: thread.customerName,
          riderName: thread.riderFirstName,
          slotLabel: thread.slotLabel,
          rider,
          destination: { latitude: thread.latitude, longitude: thread.longitude },
        }),
        createdAt: new Date(after + RIDER_REPLY_DELAY_MS),
      });
    }
    return sent;
  });
}
