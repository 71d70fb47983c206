import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { Schemas } from "../../server/http/types";
import { mergeSupportThread, openOrderThread } from "../../server/modules/chat";
import { RIDER_REPLY_DELAY_MS } from "../../server/modules/chat/orderChat";
import { AGENT_QUIET_MS, AGENT_REPLY_DELAY_MS } from "../../server/modules/chat/supportChat";
import { signInCustomer, signInGuest } from "./support/auth";
import {
  listSupportMessages,
  postSupportForm,
  sendSupportText,
  SUPPORT,
  supportThreadOf,
  unreadCount,
} from "./support/chat";
import { expectContract } from "./support/contract";
import { insertOrder } from "./support/orders";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

const ORDER_CHAT = "/orders/chat/ui/messages";

afterEach(async () => {
  (await getTestApp()).clock.reset();
});

async function advance(ms: number) {
  (await getTestApp()).clock.advance(ms);
}

async function orderWithRider() {
  const customer = await signInCustomer();
  const order = await insertOrder(customer.user.id, { withRider: true });
  if (!order.threadUuid || order.riderUserId === null) throw new Error("The fixture has no rider");
  return { customer, order, threadUuid: order.threadUuid, riderUserId: order.riderUserId };
}

async function listOrderChat(token: string, orderId: string, threadId: string) {
  const response = await callApi("GET", `${ORDER_CHAT}?orderId=${orderId}&threadId=${threadId}`, {
    token,
  });
  expectContract("listOrderChatMessages", response);
  return response;
}

async function sendOrderChat(token: string, body: Record<string, unknown>) {
  const response = await callApi("POST", ORDER_CHAT, { token, body });
  expectContract("sendOrderChatMessage", response);
  return response;
}

describe("rider chat", () => {
  it("sends a message and shows the rider's answer only once its time has come", async () => {
    const { customer, order, threadUuid, riderUserId } = await orderWithRider();
    const sent = await sendOrderChat(customer.token, {
      orderId: order.uuid,
      threadId: threadUuid,
      type: "TEXT",
      message: "  Where you at?  ",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = (sent.json() as Schemas["OrderChatMessageResponse"]).data;
    expect(message).toMatchObject({ senderId: customer.user.id, type: "TEXT" });
    expect(message.message).toBe("Where you at?");

    const before = await listOrderChat(customer.token, order.uuid, threadUuid);
    expect(before.statusCode).toBe(200);
    const early = (before.json() as Schemas["OrderChatMessageListResponse"]).data;
    expect(early.map((m) => m.senderId)).toEqual([customer.user.id]);

    await advance(RIDER_REPLY_DELAY_MS);
    const after = await listOrderChat(customer.token, order.uuid, threadUuid);
    const messages = (after.json() as Schemas["OrderChatMessageListResponse"]).data;
    expect(messages.map((m) => m.senderId)).toEqual([customer.user.id, riderUserId]);
    // The fixture order is accepted, not yet dispatched: the rider waits at the store.
    expect(messages[1]?.message).toMatch(/^I'm at the store/);
    expect(Date.parse(messages[1]?.createdAt ?? "")).toBeGreaterThan(
      Date.parse(messages[0]?.createdAt ?? ""),
    );
  });

  it("answers quick replies in the order they were asked", async () => {
    const { customer, order, threadUuid, riderUserId } = await orderWithRider();
    for (const message of ["Hello Bilal", "Will you be on time?"]) {
      const response = await sendOrderChat(customer.token, {
        orderId: order.uuid,
        threadId: threadUuid,
        type: "TEXT",
        message,
      });
      expect(response.statusCode).toBe(201);
    }
    await advance(2 * RIDER_REPLY_DELAY_MS);
    const response = await listOrderChat(customer.token, order.uuid, threadUuid);
    const replies = (response.json() as Schemas["OrderChatMessageListResponse"]).data.filter(
      (m) => m.senderId === riderUserId,
    );
    expect(replies.map((m) => m.message)).toEqual([
      expect.stringMatching(/^Hi Amina!/),
      "Yes, I'll be there within your 10:00 AM - 12:00 PM delivery window.",
    ]);
  });

  it("refuses blank or missing text with 400", async () => {
    const { customer, order, threadUuid } = await orderWithRider();
    const base = { orderId: order.uuid, threadId: threadUuid, type: "TEXT" };
    expect((await sendOrderChat(customer.token, { ...base, message: "   " })).statusCode).toBe(400);
    expect((await sendOrderChat(customer.token, base)).statusCode).toBe(400);
    const badQuery = await callApi("GET", `${ORDER_CHAT}?orderId=${order.uuid}`, {
      token: customer.token,
    });
    expectContract("listOrderChatMessages", badQuery);
    expect(badQuery.statusCode).toBe(400);
  });

  it("answers 404 for another customer's order and for a thread of another order", async () => {
    const { order, threadUuid } = await orderWithRider();
    const stranger = await signInCustomer();
    const listed = await listOrderChat(stranger.token, order.uuid, threadUuid);
    expect(listed.statusCode).toBe(404);
    const sent = await sendOrderChat(stranger.token, {
      orderId: order.uuid,
      threadId: threadUuid,
      type: "TEXT",
      message: "Hello",
    });
    expect(sent.statusCode).toBe(404);

    const own = await insertOrder(stranger.user.id, { withRider: true });
    const mixed = await listOrderChat(stranger.token, own.uuid, threadUuid);
    expect(mixed.statusCode).toBe(404);
  });

  it("needs a session", async () => {
    const { order, threadUuid } = await orderWithRider();
    const response = await callApi(
      "GET",
      `${ORDER_CHAT}?orderId=${order.uuid}&threadId=${threadUuid}`,
    );
    expectContract("listOrderChatMessages", response);
    expect(response.statusCode).toBe(401);
  });
});

describe("openOrderThread", () => {
  it("opens one thread per order, greeting the customer once", async () => {
    const { context } = await getTestApp();
    const customer = await signInCustomer();
    const order = await insertOrder(customer.user.id);
    const rider = (await orderWithRider()).riderUserId;
    const greeting = {
      riderUserId: rider,
      riderName: "Bilal Qureshi",
      customerName: "Amina Khan",
      at: context.now(),
    };
    const first = await openOrderThread(context.db, {
      orderId: order.id,
      userId: customer.user.id,
      greeting,
    });
    const again = await context.db.transaction((tx) =>
      openOrderThread(tx, { orderId: order.id, userId: customer.user.id, greeting }),
    );
    expect(again).toBe(first);
    const response = await listOrderChat(customer.token, order.uuid, first);
    const messages = (response.json() as Schemas["OrderChatMessageListResponse"]).data;
    expect(messages).toEqual([
      {
        uuid: expect.any(String),
        senderId: rider,
        type: "TEXT",
        message:
          "Hi Amina! It's Bilal, your rider. I'll bring your order; message me here if you need anything.",
        createdAt: greeting.at.toISOString(),
      },
    ]);
  });
});

describe("support chat", () => {
  it("creates one thread per user on first use, for guests too", async () => {
    const guest = await signInGuest();
    const first = await supportThreadOf(guest.token);
    expect(await supportThreadOf(guest.token)).toBe(first);
    const customer = await signInCustomer();
    expect(await supportThreadOf(customer.token)).not.toBe(first);
  });

  it("creates a single thread when first calls race", async () => {
    const customer = await signInCustomer();
    const uuids = await Promise.all([1, 2, 3].map(() => supportThreadOf(customer.token)));
    expect(new Set(uuids).size).toBe(1);
  });

  it("counts the agent's answer as unread once it arrives, and listing reads it", async () => {
    const customer = await signInCustomer();
    expect(await unreadCount(customer.token)).toBe(0);
    const threadId = await supportThreadOf(customer.token);
    const sent = await sendSupportText(customer.token, threadId, " I want a refund ");
    expect(sent).toMatchObject({
      threadId,
      senderId: customer.user.id,
      type: "TEXT",
      message: "I want a refund",
      fileResponse: null,
      fileName: null,
    });
    expect(await unreadCount(customer.token)).toBe(0);

    await advance(AGENT_REPLY_DELAY_MS);
    expect(await unreadCount(customer.token)).toBe(1);
    const messages = await listSupportMessages(customer.token, threadId);
    expect(messages.map((m) => m.uuid)[0]).toBe(sent.uuid);
    expect(messages[1]?.senderId).not.toBe(customer.user.id);
    expect(messages[1]?.message).toMatch(/refunds reach your card/);
    expect(await unreadCount(customer.token)).toBe(0);
  });

  it("lets the agent answer once per burst of messages", async () => {
    const customer = await signInCustomer();
    const threadId = await supportThreadOf(customer.token);
    await sendSupportText(customer.token, threadId, "Hello");
    await sendSupportText(customer.token, threadId, "My order is late");
    await advance(AGENT_REPLY_DELAY_MS);
    const agentOnly = (messages: Schemas["SupportChatMessage"][]) =>
      messages.filter((m) => m.senderId !== customer.user.id).map((m) => m.message);
    expect(agentOnly(await listSupportMessages(customer.token, threadId))).toEqual([
      expect.stringMatching(/^Hi /),
    ]);

    await advance(AGENT_QUIET_MS);
    await sendSupportText(customer.token, threadId, "Where is my order?");
    await advance(AGENT_REPLY_DELAY_MS);
    expect(agentOnly(await listSupportMessages(customer.token, threadId))).toEqual([
      expect.stringMatching(/^Hi /),
      expect.stringMatching(/^Sorry for the wait/),
    ]);
  });

  it("refuses blank text, a missing message and a bad thread id with 400", async () => {
    const customer = await signInCustomer();
    const threadId = await supportThreadOf(customer.token);
    const forms: Record<string, string>[] = [
      { threadId, type: "TEXT", message: " \n " },
      { threadId, type: "TEXT" },
      { threadId: "not-a-uuid", type: "TEXT", message: "Hi" },
      { threadId, type: "VIDEO", message: "Hi" },
    ];
    for (const fields of forms) {
      const response = await postSupportForm(customer.token, fields);
      expectContract("sendSupportChatMessage", response);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
    // As JSON, the body would skip the contract's checks of the multipart form.
    const json = await callApi("POST", `${SUPPORT}/messages`, {
      token: customer.token,
      body: { threadId, type: "TEXT", message: "x".repeat(5000) },
    });
    expectContract("sendSupportChatMessage", json);
    expect(json.statusCode).toBe(400);
    const list = await callApi("GET", `${SUPPORT}/messages?threadId=nope`, {
      token: customer.token,
    });
    expectContract("listSupportChatMessages", list);
    expect(list.statusCode).toBe(400);
  });

  it("answers 404 for another user's thread", async () => {
    const owner = await signInCustomer();
    const threadId = await supportThreadOf(owner.token);
    const stranger = await signInCustomer();
    await supportThreadOf(stranger.token);
    const list = await callApi("GET", `${SUPPORT}/messages?threadId=${threadId}`, {
      token: stranger.token,
    });
    expectContract("listSupportChatMessages", list);
    expect(list.statusCode).toBe(404);
    const sent = await postSupportForm(stranger.token, { threadId, type: "TEXT", message: "Hi" });
    expectContract("sendSupportChatMessage", sent);
    expect(sent.statusCode).toBe(404);
    const unknown = await callApi("GET", `${SUPPORT}/messages?threadId=${randomUUID()}`, {
      token: stranger.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await listSupportMessages(owner.token, threadId)).toEqual([]);
  });

  it("hands a guest's conversation to the customer who signs in", async () => {
    const { context } = await getTestApp();
    const guest = await signInGuest();
    const guestThread = await supportThreadOf(guest.token);
    await sendSupportText(guest.token, guestThread, "Hello from a guest");
    const customer = await signInCustomer();
    const customerThread = await supportThreadOf(customer.token);
    await sendSupportText(customer.token, customerThread, "Hello as a customer");

    await context.db.transaction((tx) => mergeSupportThread(tx, guest.user.id, customer.user.id));
    expect(await supportThreadOf(customer.token)).toBe(customerThread);
    const mine = (await listSupportMessages(customer.token, customerThread)).filter(
      (m) => m.senderId === customer.user.id,
    );
    expect(mine.map((m) => m.message).sort()).toEqual([
      "Hello as a customer",
      "Hello from a guest",
    ]);
  });

  it("moves a guest's thread whole when the customer has none", async () => {
    const { context } = await getTestApp();
    const guest = await signInGuest();
    const guestThread = await supportThreadOf(guest.token);
    await sendSupportText(guest.token, guestThread, "Hello from a guest");
    const customer = await signInCustomer();
    await mergeSupportThread(context.db, guest.user.id, customer.user.id);
    expect(await supportThreadOf(customer.token)).toBe(guestThread);
    const [first] = await listSupportMessages(customer.token, guestThread);
    expect(first).toMatchObject({ senderId: customer.user.id, message: "Hello from a guest" });
  });
});
