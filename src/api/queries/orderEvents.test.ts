import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/mocks/db";
import {
  DISPATCHED_ORDER_THREAD,
  fixtureUuid,
  orderChatMessageFixture,
  orderFixture,
} from "@/mocks/fixtures";
import { server } from "@/mocks/node";
import {
  countRequestsTo,
  scriptedEventStream,
  watchThread,
} from "../../../tests/mocks/eventStreams";
import { serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";
import { pollInterval } from "../polling";
import type { Order } from "../types";
import { keepFollowingOrder } from "./orderEvents";
import {
  isOrderStreamLive,
  orderChatPollEvery,
  orderChatSource,
  orderKeys,
  orderPollInterval,
} from "./orders";

serveMockApiInEachTest();

const DISPATCHED = fixtureUuid("order", 3);
const EVENTS_PATH = "*/api/v1/orders/ui/events/:id";

const openStream = () => scriptedEventStream(EVENTS_PATH);

const stops: AbortController[] = [];

function follow(queryClient: QueryClient) {
  const stop = new AbortController();
  stops.push(stop);
  const done = keepFollowingOrder(queryClient, DISPATCHED, stop.signal);
  return { stop, done };
}

/** The open rider chat of the dispatched order as the order page holds it (useOrderChatMessages). */
const watchRiderChat = (queryClient: QueryClient) =>
  watchThread(
    queryClient,
    orderChatSource(DISPATCHED, DISPATCHED_ORDER_THREAD),
    orderChatPollEvery(DISPATCHED, true),
  );

beforeEach(() => signInAs("customer"));

afterEach(() => {
  for (const stop of stops.splice(0)) stop.abort();
});

describe("keepFollowingOrder", () => {
  it("puts each streamed order in the cache, and the order is not polled while it streams", async () => {
    const stream = openStream();
    const queryClient = new QueryClient();
    follow(queryClient);
    const dispatched = orderFixture({ uuid: DISPATCHED, status: "PENDING_DISPATCHED" });
    stream.send("order", dispatched);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<Order>(orderKeys.detail(DISPATCHED))?.status).toBe(
        "PENDING_DISPATCHED",
      ),
    );
    expect(isOrderStreamLive(DISPATCHED)).toBe(true);
    expect(orderPollInterval(dispatched, null, isOrderStreamLive(DISPATCHED))).toBe(false);

    stream.send("order", { ...dispatched, status: "SHIPPED" });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<Order>(orderKeys.detail(DISPATCHED))?.status).toBe("SHIPPED"),
    );
  });

  it("goes back to polling when the stream ends, and reads the order at once", async () => {
    const stream = openStream();
    const queryClient = new QueryClient();
    follow(queryClient);
    stream.send("order", orderFixture({ uuid: DISPATCHED, status: "PENDING_DISPATCHED" }));
    await vi.waitFor(() => expect(isOrderStreamLive(DISPATCHED)).toBe(true));
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    stream.end();
    await vi.waitFor(() => expect(isOrderStreamLive(DISPATCHED)).toBe(false));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: orderKeys.detail(DISPATCHED) });
  });

  it("reads the rider chat when the stream tells of a new message, and does not poll it meanwhile", async () => {
    const stream = openStream();
    const queryClient = new QueryClient();
    const messageUuids = watchRiderChat(queryClient);
    follow(queryClient);
    expect(orderChatPollEvery(DISPATCHED, true)()).toBe(pollInterval("orderChat"));
    stream.send("order", orderFixture({ uuid: DISPATCHED, status: "PENDING_DISPATCHED" }));
    await vi.waitFor(() => expect(isOrderStreamLive(DISPATCHED)).toBe(true));
    await vi.waitFor(() => expect(messageUuids()).toHaveLength(4));
    expect(orderChatPollEvery(DISPATCHED, true)()).toBe(false);
    expect(orderChatPollEvery(DISPATCHED, false)()).toBe(false);

    const fromRider = orderChatMessageFixture({ message: "I am downstairs." });
    db.orderChat[DISPATCHED_ORDER_THREAD] = [
      ...(db.orderChat[DISPATCHED_ORDER_THREAD] ?? []),
      fromRider,
    ];
    stream.send("chat-message", {
      orderId: DISPATCHED,
      threadId: DISPATCHED_ORDER_THREAD,
      messageId: fromRider.uuid,
    });
    await vi.waitFor(() => expect(messageUuids().at(-1)).toBe(fromRider.uuid));
  });

  it("reads the rider chat at once when the stream drops, and polls it again", async () => {
    const stream = openStream();
    const queryClient = new QueryClient();
    const messageUuids = watchRiderChat(queryClient);
    const reads = countRequestsTo("/orders/chat/ui/messages");
    follow(queryClient);
    stream.send("order", orderFixture({ uuid: DISPATCHED, status: "PENDING_DISPATCHED" }));
    await vi.waitFor(() => expect(isOrderStreamLive(DISPATCHED)).toBe(true));
    await vi.waitFor(() => expect(messageUuids()).toHaveLength(4));
    // The next stream waits unanswered: polling has to carry the chat meanwhile.
    server.use(http.get(EVENTS_PATH, () => new Promise<never>(() => {})));
    const readsWhileLive = reads();
    stream.end();
    await vi.waitFor(() => expect(isOrderStreamLive(DISPATCHED)).toBe(false));
    await vi.waitFor(() => expect(reads()).toBeGreaterThan(readsWhileLive));
    expect(orderChatPollEvery(DISPATCHED, false)()).toBe(pollInterval("orderChatIdle"));
  });

  it("gives up on an order the server refuses to stream (polling shows the page why)", async () => {
    server.use(
      http.get(EVENTS_PATH, () =>
        HttpResponse.json({ message: "Order not found" }, { status: 404 }),
      ),
    );
    const { done } = follow(new QueryClient());
    await expect(done).resolves.toBeUndefined();
    expect(isOrderStreamLive(DISPATCHED)).toBe(false);
  });
});
