import { afterEach, describe, expect, it } from "vitest";
import type { Schemas } from "../../server/http/types";
import { RIDER_REPLY_DELAY_MS } from "../../server/modules/chat/orderChat";
import { signInCustomer, type SignedIn } from "./support/auth";
import { sendSupportText, SUPPORT, supportThreadOf, unreadCount } from "./support/chat";
import { insertPastMessages, minutesAgo } from "./support/chatLedger";
import { expectContract } from "./support/contract";
import { insertOrder } from "./support/orders";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

const ORDER_CHAT = "/orders/chat/ui/messages";

afterEach(async () => {
  (await getTestApp()).clock.reset();
});

type Page = Schemas["OrderChatMessageListResponse"];

interface RiderThread {
  customer: SignedIn;
  orderId: string;
  threadId: string;
  riderUserId: number;
}

async function riderThread(): Promise<RiderThread> {
  const customer = await signInCustomer();
  const order = await insertOrder(customer.user.id, { withRider: true });
  if (!order.threadUuid || order.riderUserId === null) throw new Error("The fixture has no rider");
  return {
    customer,
    orderId: order.uuid,
    threadId: order.threadUuid,
    riderUserId: order.riderUserId,
  };
}

async function listRiderChat(thread: RiderThread, paging: string, token = thread.customer.token) {
  const query = `orderId=${thread.orderId}&threadId=${thread.threadId}${paging}`;
  const response = await callApi("GET", `${ORDER_CHAT}?${query}`, { token });
  expectContract("listOrderChatMessages", response);
  return response;
}

async function pageOf(thread: RiderThread, paging: string): Promise<Page> {
  const response = await listRiderChat(thread, paging);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

/** `howMany` messages a minute apart, the first `howMany` minutes ago, oldest first. */
async function writeHistory(thread: RiderThread, howMany: number): Promise<void> {
  for (let minute = howMany; minute >= 1; minute -= 1) {
    await insertPastMessages(thread.threadId, thread.customer.user.id, 1, await minutesAgo(minute));
  }
}

const bodies = (page: Page) => page.data.map((message) => message.message);

describe("chat thread pages", () => {
  it("answer the newest messages first, then older ones before a cursor, in time order", async () => {
    const thread = await riderThread();
    await writeHistory(thread, 7);
    const all = await pageOf(thread, "");
    expect(all.meta).toEqual({ hasOlder: false, hasNewer: false });
    expect(all.data).toHaveLength(7);

    const newest = await pageOf(thread, "&limit=3");
    expect(newest.data).toEqual(all.data.slice(4));
    expect(newest.meta).toEqual({ hasOlder: true, hasNewer: false });

    const middle = await pageOf(thread, `&limit=3&before=${newest.data[0]?.uuid}`);
    expect(middle.data).toEqual(all.data.slice(1, 4));
    expect(middle.meta).toEqual({ hasOlder: true, hasNewer: true });

    const oldest = await pageOf(thread, `&limit=3&before=${middle.data[0]?.uuid}`);
    expect(oldest.data).toEqual(all.data.slice(0, 1));
    expect(oldest.meta).toEqual({ hasOlder: false, hasNewer: true });

    const beyond = await pageOf(thread, `&before=${oldest.data[0]?.uuid}`);
    expect(beyond).toEqual({ data: [], meta: { hasOlder: false, hasNewer: true } });
  });

  it("say there is nothing older when a page ends exactly at the first message", async () => {
    const thread = await riderThread();
    await writeHistory(thread, 4);
    const newest = await pageOf(thread, "&limit=2");
    const oldest = await pageOf(thread, `&limit=2&before=${newest.data[0]?.uuid}`);
    expect(oldest.data).toHaveLength(2);
    expect(oldest.meta.hasOlder).toBe(false);
  });

  it("neither skip nor repeat messages written at the same moment", async () => {
    const thread = await riderThread();
    await insertPastMessages(thread.threadId, thread.customer.user.id, 5, await minutesAgo(1));
    const walked: string[] = [];
    let page = await pageOf(thread, "&limit=2");
    walked.unshift(...page.data.map((message) => message.uuid));
    while (page.meta.hasOlder) {
      page = await pageOf(thread, `&limit=2&before=${page.data[0]?.uuid}`);
      walked.unshift(...page.data.map((message) => message.uuid));
    }
    expect(walked).toEqual((await pageOf(thread, "")).data.map((message) => message.uuid));
    expect(new Set(walked).size).toBe(5);
  });

  it("answer only what arrived after a cursor, the rider's answer once its time has come", async () => {
    const thread = await riderThread();
    await writeHistory(thread, 2);
    const held = await pageOf(thread, "");
    const newestHeld = held.data.at(-1)?.uuid;
    expect(await pageOf(thread, `&after=${newestHeld}`)).toEqual({
      data: [],
      meta: { hasOlder: true, hasNewer: false },
    });

    const sent = await callApi("POST", ORDER_CHAT, {
      token: thread.customer.token,
      body: { orderId: thread.orderId, threadId: thread.threadId, type: "TEXT", message: "Hi" },
    });
    expect(sent.statusCode).toBe(201);
    expect(bodies(await pageOf(thread, `&after=${newestHeld}`))).toEqual(["Hi"]);

    (await getTestApp()).clock.advance(RIDER_REPLY_DELAY_MS);
    const arrived = await pageOf(thread, `&after=${newestHeld}`);
    expect(arrived.data.map((message) => message.senderId)).toEqual([
      thread.customer.user.id,
      thread.riderUserId,
    ]);
    const sentUuid = (sent.json() as Schemas["OrderChatMessageResponse"]).data.uuid;
    const afterSent = await pageOf(thread, `&after=${sentUuid}`);
    expect(afterSent.data.map((message) => message.senderId)).toEqual([thread.riderUserId]);
  });

  it("stop an after page at the limit and say more is newer", async () => {
    const thread = await riderThread();
    await writeHistory(thread, 5);
    const all = await pageOf(thread, "");
    const next = await pageOf(thread, `&limit=2&after=${all.data[0]?.uuid}`);
    expect(next.data).toEqual(all.data.slice(1, 3));
    expect(next.meta).toEqual({ hasOlder: true, hasNewer: true });
  });

  it("refuse a cursor of another thread, both cursors at once, and limits out of range", async () => {
    const thread = await riderThread();
    const other = await riderThread();
    await writeHistory(thread, 1);
    await writeHistory(other, 1);
    const mine = (await pageOf(thread, "")).data[0]?.uuid;
    const theirs = (await pageOf(other, "")).data[0]?.uuid;
    expect((await listRiderChat(thread, `&before=${theirs}`)).statusCode).toBe(400);
    expect((await listRiderChat(thread, `&before=${mine}&after=${mine}`)).statusCode).toBe(400);
    expect((await listRiderChat(thread, "&limit=0")).statusCode).toBe(400);
    expect((await listRiderChat(thread, "&limit=101")).statusCode).toBe(400);
  });

  it("answer 404 for another customer's thread, with or without a cursor", async () => {
    const thread = await riderThread();
    const stranger = await signInCustomer();
    await writeHistory(thread, 1);
    const cursor = (await pageOf(thread, "")).data[0]?.uuid;
    expect((await listRiderChat(thread, "", stranger.token)).statusCode).toBe(404);
    expect((await listRiderChat(thread, `&before=${cursor}`, stranger.token)).statusCode).toBe(404);
  });
});

describe("support chat pages", () => {
  async function listSupport(token: string, query: string) {
    const response = await callApi("GET", `${SUPPORT}/messages?${query}`, { token });
    expectContract("listSupportChatMessages", response);
    return response;
  }

  it("page like the rider chat; only a page reaching the newest marks the thread read", async () => {
    const customer = await signInCustomer();
    const threadId = await supportThreadOf(customer.token);
    await sendSupportText(customer.token, threadId, "First");
    await sendSupportText(customer.token, threadId, "Second");
    (await getTestApp()).clock.advance(60_000);
    expect(await unreadCount(customer.token)).toBe(1);

    const newest = await listSupport(customer.token, `threadId=${threadId}&limit=1`);
    const page = newest.json() as Schemas["SupportChatMessageListResponse"];
    expect(page.meta).toEqual({ hasOlder: true, hasNewer: false });
    expect(page.data.map((message) => message.senderId)).not.toContain(customer.user.id);
    expect(await unreadCount(customer.token)).toBe(0);

    await sendSupportText(customer.token, threadId, "Third");
    (await getTestApp()).clock.advance(60_000);
    const older = await listSupport(
      customer.token,
      `threadId=${threadId}&limit=2&before=${page.data[0]?.uuid}`,
    );
    expect((older.json() as Schemas["SupportChatMessageListResponse"]).data).toHaveLength(2);
    expect(await unreadCount(customer.token)).toBe(1);
  });

  it("answer 404 for another customer's thread", async () => {
    const owner = await signInCustomer();
    const threadId = await supportThreadOf(owner.token);
    const stranger = await signInCustomer();
    expect((await listSupport(stranger.token, `threadId=${threadId}`)).statusCode).toBe(404);
  });
});
