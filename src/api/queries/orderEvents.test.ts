import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureUuid, orderFixture } from "@/mocks/fixtures";
import { server } from "@/mocks/node";
import { serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";
import type { Order, OrderChatMessageEvent } from "../types";
import { keepFollowingOrder } from "./orderEvents";
import { isOrderStreamLive, orderKeys, orderPollInterval } from "./orders";

serveMockApiInEachTest();

const DISPATCHED = fixtureUuid("order", 3);
const EVENTS_PATH = "*/api/v1/orders/ui/events/:id";

/** A stream the test writes events to and ends, as a store would. */
function openStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  server.use(
    http.get(
      EVENTS_PATH,
      () => new HttpResponse(body, { headers: { "content-type": "text/event-stream" } }),
      {
        once: true,
      },
    ),
  );
  return {
    send: (name: string, data: unknown) =>
      controller?.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller?.close(),
  };
}

const stops: AbortController[] = [];

function follow(queryClient: QueryClient, onChatMessage = (_event: OrderChatMessageEvent) => {}) {
  const stop = new AbortController();
  stops.push(stop);
  const done = keepFollowingOrder(queryClient, DISPATCHED, onChatMessage, stop.signal);
  return { stop, done };
}

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

  it("tells the chat of a new rider message", async () => {
    const stream = openStream();
    const heard: OrderChatMessageEvent[] = [];
    follow(new QueryClient(), (event) => heard.push(event));
    const message = {
      orderId: DISPATCHED,
      threadId: fixtureUuid("orderThread", 3),
      messageId: fixtureUuid("supportMessage", 9),
    };
    stream.send("chat-message", message);
    await vi.waitFor(() => expect(heard).toEqual([message]));
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
