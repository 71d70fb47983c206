import { db, nextTimestamp } from "../db";
import { orderChatMessageFixture } from "../fixtures";
import { http } from "../http";
import { findOrderRecord, orderView } from "../views";

/** The rider answers this long after a message. */
export const MOCK_RIDER_REPLY_DELAY_MS = 1_000;
export const MOCK_RIDER_REPLY = "On my way, see you in a few minutes!";

/**
 * The rider on the road: an answer a moment after each message the customer sends, which only a
 * client that keeps asking sees. The default handler still stores the customer's message.
 */
export const riderReplies = http.post("/orders/chat/ui/messages", async ({ request }) => {
  const { orderId, threadId, message } = await request.clone().json();
  const order = findOrderRecord(orderId);
  const accepted =
    order !== undefined && orderView(order).orderThread?.uuid === threadId && message.trim() !== "";
  if (!accepted) return undefined;
  // resetMockDb replaces the customer: an answer due after the next story's reset is dropped.
  const customer = db.customer;
  setTimeout(() => {
    if (db.customer !== customer) return;
    const reply = orderChatMessageFixture({
      message: MOCK_RIDER_REPLY,
      createdAt: nextTimestamp(),
    });
    db.orderChat[threadId] = [...(db.orderChat[threadId] ?? []), reply];
  }, MOCK_RIDER_REPLY_DELAY_MS);
  return undefined;
});
