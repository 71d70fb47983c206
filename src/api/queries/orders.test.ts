import {
  environmentManager,
  focusManager,
  MutationObserver,
  QueryClient,
  QueryObserver,
} from "@tanstack/react-query";
import { getResponse, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/app/queryClient";
import {
  CUSTOMER_ID,
  DISPATCHED_ORDER_THREAD,
  fixtureUuid,
  orderChatMessageFixture,
  orderFixture,
} from "@/mocks/fixtures";
import { db as mockDb } from "@/mocks/db";
import { handlers } from "@/mocks/handlers";
import { server } from "@/mocks/node";
import { findOrderRecord } from "@/mocks/views";
import { client, serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";
import type { Order, OrderStatus } from "../types";
import { ApiError } from "../client";
import {
  addAdditionalTipMutation,
  cancelOrderMutation,
  createTipAttempts,
  orderChatSource,
  orderKeys,
  orderPollInterval,
  orderQuery,
  rateOrderMutation,
  sendOrderChatMessageMutation,
} from "./orders";
import { DEFAULT_POLL_INTERVALS, setPollIntervals } from "../polling";
import { olderPageMutation, pagedThreadQuery } from "./pagedThread";

serveMockApiInEachTest();

const DISPATCHED = fixtureUuid("order", 3);
/** Delivered as the mock clock starts: a tip can still be added. */
const SHIPPED = fixtureUuid("order", 4);
const TO_REVIEW = fixtureUuid("order", 5);
const CANCELLED = fixtureUuid("order", 6);

const unsubscribes: (() => void)[] = [];

beforeEach(() => {
  server.events.removeAllListeners();
  signInAs("customer");
});

afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  focusManager.setFocused(undefined);
  environmentManager.setIsServer(() => typeof window === "undefined");
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The mock server's rider thread (reset before each test by serveMockApiInEachTest). */
function findThread(threadId: string) {
  const thread = mockDb.orderChat[threadId];
  if (!thread) throw new Error(`The mock has no thread ${threadId}`);
  return thread;
}

/** GET requests for one order, counted as the server sees them. */
function countOrderReads(uuid: string) {
  const reads: string[] = [];
  server.events.on("request:start", ({ request }) => {
    if (request.method === "GET" && new URL(request.url).pathname === `/api/v1/orders/ui/${uuid}`)
      reads.push(request.url);
  });
  return reads;
}

/**
 * The order on screen, as useOrder keeps it in a mounted client (which hears focus changes).
 * Only the polling timer is fake; TanStack schedules no timer where it thinks it is a server.
 */
async function orderOnScreen(uuid: string, queryClient = new QueryClient()) {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  environmentManager.setIsServer(() => false);
  queryClient.mount();
  unsubscribes.push(() => queryClient.unmount());
  const reads = countOrderReads(uuid);
  const observer = new QueryObserver(queryClient, orderQuery(uuid));
  unsubscribes.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  return { observer, reads, queryClient };
}

/** Lets the polling timer tick once, and the fetch it starts land. */
async function tick(observer: { getCurrentResult: () => { isFetching: boolean } }) {
  vi.advanceTimersByTime(DEFAULT_POLL_INTERVALS.order);
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
}

describe("orderPollInterval", () => {
  const withStatus = (status: OrderStatus) => orderFixture({ status });

  it("polls every 5 s while the order is on its way", () => {
    expect(DEFAULT_POLL_INTERVALS.order).toBe(5_000);
    for (const status of [
      "PENDING_PROCESSING",
      "PENDING_ACCEPTED",
      "PENDING_IN_PREPARATION",
      "PENDING_DISPATCHED",
    ] as const) {
      expect(orderPollInterval(withStatus(status))).toBe(DEFAULT_POLL_INTERVALS.order);
    }
  });

  it("follows the interval a story sets, and the shopper's pace once it is undone", () => {
    const undo = setPollIntervals({ order: 200 });
    expect(orderPollInterval(withStatus("PENDING_DISPATCHED"))).toBe(200);
    undo();
    expect(orderPollInterval(withStatus("PENDING_DISPATCHED"))).toBe(5_000);
  });

  it("stops once the order was delivered, cancelled or returned", () => {
    for (const status of ["SHIPPED", "TO_REVIEW", "COMPLETED", "CANCELLED", "RETURNED"] as const) {
      expect(orderPollInterval(withStatus(status))).toBe(false);
    }
  });

  it("stops for an order the server does not know, but not for a passing failure", () => {
    const notFound = new ApiError("Order not found", 404);
    const unavailable = new ApiError("Try again", 503);
    expect(orderPollInterval(undefined)).toBe(false);
    expect(orderPollInterval(withStatus("PENDING_DISPATCHED"), notFound)).toBe(false);
    expect(orderPollInterval(withStatus("PENDING_DISPATCHED"), unavailable)).toBe(
      DEFAULT_POLL_INTERVALS.order,
    );
  });
});

describe("useOrder's polling", () => {
  it("asks again every 5 s until the order is delivered, then stops", async () => {
    const { observer, reads } = await orderOnScreen(DISPATCHED);
    expect(reads).toHaveLength(1);
    await tick(observer);
    expect(reads).toHaveLength(2);

    await client.POST("/dev/orders/{id}/advance", { params: { path: { id: DISPATCHED } } });
    await tick(observer);
    expect(reads).toHaveLength(3);
    expect(observer.getCurrentResult().data?.status).toBe("SHIPPED");

    await tick(observer);
    await tick(observer);
    expect(reads).toHaveLength(3);
  });

  it("reads the lists of the old and the new status again when a poll sees the order move", async () => {
    const { observer, queryClient } = await orderOnScreen(DISPATCHED);
    const dispatched = orderKeys.list(["PENDING_DISPATCHED"]);
    const shipped = orderKeys.list(["SHIPPED"]);
    queryClient.setQueryData(dispatched, []);
    queryClient.setQueryData(shipped, []);

    await tick(observer);
    expect(queryClient.getQueryState(dispatched)?.isInvalidated).toBe(false);

    await client.POST("/dev/orders/{id}/advance", { params: { path: { id: DISPATCHED } } });
    await tick(observer);
    expect(observer.getCurrentResult().data?.status).toBe("SHIPPED");
    expect(queryClient.getQueryState(dispatched)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(shipped)?.isInvalidated).toBe(true);
  });

  it("never polls a cancelled order", async () => {
    const { observer, reads } = await orderOnScreen(CANCELLED);
    await tick(observer);
    await tick(observer);
    expect(reads).toHaveLength(1);
  });

  it("rests while the tab is hidden and catches up when it shows again", async () => {
    const { observer, reads } = await orderOnScreen(DISPATCHED);
    focusManager.setFocused(false);
    await tick(observer);
    await tick(observer);
    expect(reads).toHaveLength(1);

    focusManager.setFocused(true);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
  });

  it("asks once for an unknown order: no retry, no polling", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const unknown = fixtureUuid("order", 999);
    // The app's client, which retries other failures.
    const { observer, reads } = await orderOnScreen(unknown, createQueryClient({ retry: 3 }));
    expect(observer.getCurrentResult().error).toMatchObject({ status: 404 });
    await tick(observer);
    expect(reads).toHaveLength(1);
  });
});

describe("order actions", () => {
  it("put the answered order in the cache and read the lists again", async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(orderQuery(TO_REVIEW));
    const listKey = orderKeys.list(["TO_REVIEW"]);
    queryClient.setQueryData(listKey, []);

    const rate = new MutationObserver(queryClient, rateOrderMutation(queryClient, TO_REVIEW));
    await rate.mutate({ orderRating: 5, driverRating: 4, orderComments: "Fresh" });

    expect(queryClient.getQueryData<Order>(orderKeys.detail(TO_REVIEW))?.canRate).toBe(false);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it("reload the order when the server refuses (its flags were out of date)", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(queryClient, orderQuery(DISPATCHED));
    unsubscribes.push(observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    const reads = countOrderReads(DISPATCHED);

    const cancel = new MutationObserver(queryClient, cancelOrderMutation(queryClient, DISPATCHED));
    await expect(cancel.mutate()).rejects.toMatchObject({ status: 409 });
    await vi.waitFor(() => expect(reads).toHaveLength(1));
  });
});

describe("adding a tip", () => {
  /** The Idempotency-Key of every tip request sent, in order. */
  function recordTipKeys(): (string | null)[] {
    const keys: (string | null)[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "PUT" && request.url.includes("/orders/ui/additional-tip/")) {
        keys.push(request.headers.get("Idempotency-Key"));
      }
    });
    return keys;
  }

  function tipping() {
    const queryClient = new QueryClient();
    const observer = new MutationObserver(
      queryClient,
      addAdditionalTipMutation(queryClient, SHIPPED, createTipAttempts()),
    );
    return (tipAmount: number) => observer.mutate({ tipAmount });
  }

  const tipsOnOrder = () => findOrderRecord(SHIPPED)?.additionalTipAmount ?? 0;

  it("sends one key per attempt: a double click joins the call, the next tip is a new attempt", async () => {
    const keys = recordTipKeys();
    const before = tipsOnOrder();
    const addTip = tipping();

    await Promise.all([addTip(5), addTip(5)]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(tipsOnOrder()).toBe(before + 5);

    // A second tip of the same amount, given on purpose after the first one landed.
    await addTip(5);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(tipsOnOrder()).toBe(before + 10);
  });

  it("retries a tip whose answer was lost with the same key, adding it once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(
      http.put(
        "*/api/v1/orders/ui/additional-tip/:id",
        async ({ request }) => {
          await getResponse(handlers, request.clone());
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const keys = recordTipKeys();
    const before = tipsOnOrder();
    const addTip = tipping();

    await expect(addTip(3)).rejects.toThrow();
    await addTip(3);

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(tipsOnOrder()).toBe(before + 3);
  });
});

describe("the rider chat", () => {
  /** Every rider chat listing's query string, as the server sees them. */
  function recordChatListings() {
    const listings: URLSearchParams[] = [];
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (request.method === "GET" && url.pathname === "/api/v1/orders/chat/ui/messages")
        listings.push(url.searchParams);
    });
    return listings;
  }

  function watchThread(queryClient: QueryClient) {
    const source = orderChatSource(DISPATCHED, DISPATCHED_ORDER_THREAD);
    const observer = new QueryObserver(queryClient, pagedThreadQuery(queryClient, source));
    unsubscribes.push(observer.subscribe(() => undefined));
    return { observer, source };
  }

  it("reloads only what came after the newest message held after a send", async () => {
    const listings = recordChatListings();
    const queryClient = new QueryClient();
    const { observer } = watchThread(queryClient);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.messages).toHaveLength(4));
    const newestHeld = observer.getCurrentResult().data?.messages.at(-1)?.uuid;

    const send = new MutationObserver(
      queryClient,
      sendOrderChatMessageMutation(queryClient, DISPATCHED, DISPATCHED_ORDER_THREAD),
    );
    await send.mutate("Please ring the bell");

    await vi.waitFor(() => expect(observer.getCurrentResult().data?.messages).toHaveLength(5));
    expect(observer.getCurrentResult().data?.messages.at(-1)).toMatchObject({
      senderId: CUSTOMER_ID,
      type: "TEXT",
      message: "Please ring the bell",
    });
    expect(listings.map((query) => query.get("after"))).toEqual([null, newestHeld]);
  });

  it("puts the page before the oldest message held in front of it", async () => {
    const seeded = findThread(DISPATCHED_ORDER_THREAD);
    const earlier = Array.from({ length: 60 }, (_, n) =>
      orderChatMessageFixture({ message: `Earlier ${n + 1}`, createdAt: "2026-05-31T11:00:00Z" }),
    );
    // A new array: the seeded one is shared with the next test's reset.
    mockDb.orderChat[DISPATCHED_ORDER_THREAD] = [...earlier, ...seeded];
    const queryClient = new QueryClient();
    const { observer, source } = watchThread(queryClient);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.hasOlder).toBe(true));
    expect(observer.getCurrentResult().data?.messages).toHaveLength(50);

    await new MutationObserver(queryClient, olderPageMutation(queryClient, source)).mutate();

    const held = observer.getCurrentResult().data;
    expect(held?.hasOlder).toBe(false);
    expect(held?.messages).toHaveLength(60 + seeded.length);
    expect(held?.messages[0]?.message).toBe("Earlier 1");
  });

  it("asks for one older page at a time when the button and a scroll ask together", async () => {
    const seeded = findThread(DISPATCHED_ORDER_THREAD);
    const earlier = Array.from({ length: 120 }, (_, n) =>
      orderChatMessageFixture({ message: `Earlier ${n + 1}`, createdAt: "2026-05-31T11:00:00Z" }),
    );
    mockDb.orderChat[DISPATCHED_ORDER_THREAD] = [...earlier, ...seeded];
    const listings = recordChatListings();
    const queryClient = new QueryClient();
    const { observer, source } = watchThread(queryClient);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.hasOlder).toBe(true));

    const older = () =>
      new MutationObserver(queryClient, olderPageMutation(queryClient, source)).mutate();
    await Promise.all([older(), older()]);

    expect(listings.filter((query) => query.has("before"))).toHaveLength(1);
    expect(observer.getCurrentResult().data?.messages).toHaveLength(100);
  });
});
