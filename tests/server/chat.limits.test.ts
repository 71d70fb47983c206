import { afterEach, describe, expect, it } from "vitest";
import type { Schemas } from "../../server/http/types";
import {
  THREAD_FILES_PER_DAY,
  THREAD_FILES_PER_MINUTE,
  THREAD_MESSAGES_PER_DAY,
  THREAD_MESSAGES_PER_MINUTE,
  USER_FILES_PER_DAY,
  USER_FILES_PER_MINUTE,
  USER_MESSAGES_PER_DAY,
  USER_MESSAGES_PER_MINUTE,
  USER_UPLOAD_BYTES_PER_DAY,
} from "../../server/modules/chat/limits";
import { signInCustomer, signInGuest, type SignedIn } from "./support/auth";
import { postSupportForm, sendSupportText, supportThreadOf } from "./support/chat";
import { PNG_BYTES } from "./support/chatFiles";
import { insertPastFiles, insertPastMessages, minutesAgo } from "./support/chatLedger";
import { expectContract } from "./support/contract";
import { insertOrder } from "./support/orders";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

const ORDER_CHAT = "/orders/chat/ui/messages";
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const MEGABYTE = 1024 * 1024;

afterEach(async () => {
  (await getTestApp()).clock.reset();
});

type Customer = Omit<SignedIn, "phone">;

async function riderThreadOf(customer: Customer) {
  const order = await insertOrder(customer.user.id, { withRider: true });
  if (!order.threadUuid) throw new Error("The fixture has no rider thread");
  return { orderId: order.uuid, threadId: order.threadUuid };
}

function sendToRider(token: string, thread: { orderId: string; threadId: string }, n: number) {
  return callApi("POST", ORDER_CHAT, {
    token,
    body: { ...thread, type: "TEXT", message: `Message ${n}` },
  });
}

async function sendToRiderTimes(
  token: string,
  thread: { orderId: string; threadId: string },
  times: number,
) {
  for (let n = 1; n <= times; n += 1) {
    const sent = await sendToRider(token, thread, n);
    expect(sent.statusCode, sent.body).toBe(201);
  }
}

const sendPhoto = (token: string, threadId: string) =>
  postSupportForm(token, { threadId, type: "FILE" }, { name: "photo.png", bytes: PNG_BYTES });

/** A refusal as the contract has it: 429, a Retry-After in whole seconds, and `{ message }`. */
function expectRefusal(
  operationId: "sendOrderChatMessage" | "sendSupportChatMessage",
  response: Awaited<ReturnType<typeof callApi>>,
  message: string,
  retryAfterSeconds: { min: number; max: number },
) {
  expectContract(operationId, response);
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ message });
  const retryAfter = Number(response.headers["retry-after"]);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(retryAfterSeconds.min);
  expect(retryAfter).toBeLessThanOrEqual(retryAfterSeconds.max);
}

async function customerMessagesIn(
  customer: Customer,
  thread: { orderId: string; threadId: string },
) {
  const query = `orderId=${thread.orderId}&threadId=${thread.threadId}&limit=100`;
  const listed = await callApi("GET", `${ORDER_CHAT}?${query}`, { token: customer.token });
  const { data } = listed.json() as Schemas["OrderChatMessageListResponse"];
  return data.filter((message) => message.senderId === customer.user.id).length;
}

describe("chat limits per minute", () => {
  it("take a rider thread's number of messages a minute, then answer 429 until it passes", async () => {
    const customer = await signInCustomer();
    const thread = await riderThreadOf(customer);
    await sendToRiderTimes(customer.token, thread, THREAD_MESSAGES_PER_MINUTE.limit);

    const refused = await sendToRider(customer.token, thread, 99);
    expectRefusal("sendOrderChatMessage", refused, THREAD_MESSAGES_PER_MINUTE.message, {
      min: 1,
      max: MINUTE_S,
    });
    expect(await customerMessagesIn(customer, thread)).toBe(THREAD_MESSAGES_PER_MINUTE.limit);

    (await getTestApp()).clock.advance(Number(refused.headers["retry-after"]) * 1000);
    expect((await sendToRider(customer.token, thread, 100)).statusCode).toBe(201);
  });

  it("take the support thread's number of messages a minute, for guests too", async () => {
    const guest = await signInGuest();
    const threadId = await supportThreadOf(guest.token);
    for (let n = 0; n < THREAD_MESSAGES_PER_MINUTE.limit; n += 1) {
      await sendSupportText(guest.token, threadId, `Message ${n}`);
    }
    const refused = await postSupportForm(guest.token, { threadId, type: "TEXT", message: "Hi" });
    expectRefusal("sendSupportChatMessage", refused, THREAD_MESSAGES_PER_MINUTE.message, {
      min: 1,
      max: MINUTE_S,
    });
  });

  it("count one customer's messages over all their chats together", async () => {
    const customer = await signInCustomer();
    const [first, second, third] = [
      await riderThreadOf(customer),
      await riderThreadOf(customer),
      await riderThreadOf(customer),
    ];
    if (!first || !second || !third) throw new Error("Three threads were made");
    const perThread = THREAD_MESSAGES_PER_MINUTE.limit - 1;
    await sendToRiderTimes(customer.token, first, perThread);
    await sendToRiderTimes(customer.token, second, perThread);
    await sendToRiderTimes(customer.token, third, USER_MESSAGES_PER_MINUTE.limit - 2 * perThread);

    // The third thread is far below its own limit: only the customer's is reached.
    const refused = await sendToRider(customer.token, third, 99);
    expectRefusal("sendOrderChatMessage", refused, USER_MESSAGES_PER_MINUTE.message, {
      min: 1,
      max: MINUTE_S,
    });
  });

  it("take a thread's number of files a minute, while text still goes", async () => {
    const customer = await signInCustomer();
    const threadId = await supportThreadOf(customer.token);
    for (let n = 0; n < THREAD_FILES_PER_MINUTE.limit; n += 1) {
      const sent = await sendPhoto(customer.token, threadId);
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const refused = await sendPhoto(customer.token, threadId);
    expectRefusal("sendSupportChatMessage", refused, THREAD_FILES_PER_MINUTE.message, {
      min: 1,
      max: MINUTE_S,
    });
    await sendSupportText(customer.token, threadId, "Did the photos arrive?");
  });

  it("count one customer's files in any of their threads together", async () => {
    const customer = await signInCustomer();
    const threadId = await supportThreadOf(customer.token);
    // Files of another of the customer's threads (the rider chat has image messages).
    const rider = await riderThreadOf(customer);
    await insertPastFiles(rider.threadId, USER_FILES_PER_MINUTE.limit, 100, await minutesAgo(0.5));

    const refused = await sendPhoto(customer.token, threadId);
    expectRefusal("sendSupportChatMessage", refused, USER_FILES_PER_MINUTE.message, {
      min: 25,
      max: 31,
    });
  });
});

describe("chat limits per day", () => {
  it("take a thread's number of messages a day, other threads still open", async () => {
    const customer = await signInCustomer();
    const threadId = await supportThreadOf(customer.token);
    await insertPastMessages(
      threadId,
      customer.user.id,
      THREAD_MESSAGES_PER_DAY.limit,
      await minutesAgo(120),
    );
    const refused = await postSupportForm(customer.token, {
      threadId,
      type: "TEXT",
      message: "Hi",
    });
    // Until the oldest counted message is a day old: 22 hours from now.
    expectRefusal("sendSupportChatMessage", refused, THREAD_MESSAGES_PER_DAY.message, {
      min: DAY_S - 2 * HOUR_S - 5,
      max: DAY_S - 2 * HOUR_S,
    });
    expect((await sendToRider(customer.token, await riderThreadOf(customer), 1)).statusCode).toBe(
      201,
    );
  });

  it("take one customer's number of messages a day over all their chats", async () => {
    const customer = await signInCustomer();
    const threads = [
      await supportThreadOf(customer.token),
      (await riderThreadOf(customer)).threadId,
      (await riderThreadOf(customer)).threadId,
    ];
    // Each thread stays below its own daily limit; together they reach the customer's.
    const perThread = Math.ceil(USER_MESSAGES_PER_DAY.limit / threads.length);
    expect(perThread).toBeLessThan(THREAD_MESSAGES_PER_DAY.limit);
    for (const thread of threads) {
      await insertPastMessages(thread, customer.user.id, perThread, await minutesAgo(60));
    }
    const fresh = await riderThreadOf(customer);
    expectRefusal(
      "sendOrderChatMessage",
      await sendToRider(customer.token, fresh, 1),
      USER_MESSAGES_PER_DAY.message,
      { min: DAY_S - HOUR_S - 5, max: DAY_S - HOUR_S },
    );
  });

  it("take a thread's number of files a day", async () => {
    const customer = await signInCustomer();
    const threadId = await supportThreadOf(customer.token);
    await insertPastFiles(threadId, THREAD_FILES_PER_DAY.limit, 100, await minutesAgo(30));
    expectRefusal(
      "sendSupportChatMessage",
      await sendPhoto(customer.token, threadId),
      THREAD_FILES_PER_DAY.message,
      { min: DAY_S - 30 * MINUTE_S - 5, max: DAY_S - 30 * MINUTE_S },
    );
  });

  it("take one customer's number of files a day over all their threads", async () => {
    const customer = await signInCustomer();
    const threadId = await supportThreadOf(customer.token);
    const rider = await riderThreadOf(customer);
    await insertPastFiles(rider.threadId, USER_FILES_PER_DAY.limit, 100, await minutesAgo(30));
    expectRefusal(
      "sendSupportChatMessage",
      await sendPhoto(customer.token, threadId),
      USER_FILES_PER_DAY.message,
      { min: DAY_S - 30 * MINUTE_S - 5, max: DAY_S - 30 * MINUTE_S },
    );
  });

  it("take one customer's total upload size a day, until enough of it is a day old", async () => {
    const customer = await signInCustomer();
    const threadId = await supportThreadOf(customer.token);
    const tenMegabytes = 10 * MEGABYTE;
    const files = USER_UPLOAD_BYTES_PER_DAY.limitBytes / tenMegabytes;
    // The oldest of the day's uploads three hours ago, the others an hour ago.
    await insertPastFiles(threadId, 1, tenMegabytes, await minutesAgo(180));
    await insertPastFiles(threadId, files - 1, tenMegabytes, await minutesAgo(60));

    const refused = await sendPhoto(customer.token, threadId);
    expectRefusal("sendSupportChatMessage", refused, USER_UPLOAD_BYTES_PER_DAY.message, {
      min: DAY_S - 3 * HOUR_S - 5,
      max: DAY_S - 3 * HOUR_S,
    });
    (await getTestApp()).clock.advance(Number(refused.headers["retry-after"]) * 1000);
    expect((await sendPhoto(customer.token, threadId)).statusCode).toBe(201);
  });
});
