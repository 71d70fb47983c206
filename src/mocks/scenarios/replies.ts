import { db, newId, nextTimestamp } from "../db";
import { fixtureUuid, orderChatMessageFixture, supportChatMessageFixture } from "../fixtures";
import { http } from "../http";
import { findOrderRecord, orderView } from "../views";

/** The rider and the support agent answer this long after a message (the server's agent ~5 s). */
export const MOCK_RIDER_REPLY_DELAY_MS = 1_000;
export const MOCK_AGENT_REPLY_DELAY_MS = 1_000;
export const MOCK_RIDER_REPLY = "On my way, see you in a few minutes!";
export const MOCK_AGENT_REPLY = "Thanks for writing! A support agent is looking into it.";

/**
 * Runs `reply` later, which only a client that keeps asking sees. resetMockDb replaces the
 * customer, so an answer due after the next story's reset is dropped.
 */
function later(ms: number, reply: () => void): undefined {
  const customer = db.customer;
  setTimeout(() => {
    if (db.customer === customer) reply();
  }, ms);
  return undefined;
}

/** The rider on the road answers each message; the default handler still stores the customer's. */
export const riderReplies = http.post("/orders/chat/ui/messages", async ({ request }) => {
  const { orderId, threadId, message } = await request.clone().json();
  const order = findOrderRecord(orderId);
  if (order === undefined || orderView(order).orderThread?.uuid !== threadId) return undefined;
  if (message.trim() === "") return undefined;
  return later(MOCK_RIDER_REPLY_DELAY_MS, () => {
    const reply = orderChatMessageFixture({
      message: MOCK_RIDER_REPLY,
      createdAt: nextTimestamp(),
    });
    db.orderChat[threadId] = [...(db.orderChat[threadId] ?? []), reply];
  });
});

/** Whether the form is a message the server would keep (the mock's checks of files aside). */
function looksAccepted(form: FormData): boolean {
  const message = form.get("message");
  if (form.get("type") === "TEXT") return typeof message === "string" && message.trim() !== "";
  return form.get("type") === "FILE" && form.get("file") instanceof File;
}

/** The simulated support agent, as the server has it: an answer a moment after each message. */
export const supportAgentReplies = http.post(
  "/users/customer/support/chat/ui/messages",
  async ({ request }) => {
    if (!looksAccepted(await request.clone().formData())) return undefined;
    return later(MOCK_AGENT_REPLY_DELAY_MS, () => {
      const uuid = fixtureUuid("supportMessage", newId());
      const createdAt = nextTimestamp();
      db.supportMessages = [
        ...db.supportMessages,
        supportChatMessageFixture({ uuid, message: MOCK_AGENT_REPLY, createdAt }),
      ];
      db.supportUnread += 1;
    });
  },
);
