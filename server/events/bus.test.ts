import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChannelHandlers, ListenToChannel } from "../db/listener";
import { EventBus } from "./bus";
import { EVENTS_CHANNEL, orderTopic, type StoreEvent } from "./storeEvents";

const ORDER = "6f1c1c1e-5a4b-4c3d-8e2f-1a2b3c4d5e6f";
const NOW = new Date("2026-12-02T04:00:00Z");

/** A database that announces what the test says, on the one channel it was asked to listen on. */
function fakeDatabase() {
  const listening: Array<{ channel: string; handlers: ChannelHandlers }> = [];
  const listen: ListenToChannel = async (channel, handlers) => {
    listening.push({ channel, handlers });
    return async () => undefined;
  };
  const announce = (payload: object) => {
    for (const { handlers } of listening) handlers.onPayload(JSON.stringify(payload));
  };
  return { listen, listening, announce };
}

const chatMessage = (createdAt: Date) => ({
  kind: "chat-message",
  threadKind: "ORDER",
  userId: 7,
  orderUuid: ORDER,
  threadUuid: "0d9a5b1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b",
  messageUuid: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
  createdAt: createdAt.toISOString(),
});

afterEach(() => {
  vi.useRealTimers();
});

describe("EventBus", () => {
  it("listens once for all its subscribers, and tells each only its topic", async () => {
    const database = fakeDatabase();
    const bus = new EventBus(database.listen, pino({ level: "silent" }), () => NOW);
    const heard: StoreEvent[] = [];
    const elsewhere: StoreEvent[] = [];
    await bus.subscribe(orderTopic(ORDER), (event) => heard.push(event));
    await bus.subscribe(orderTopic("another"), (event) => elsewhere.push(event));
    expect(database.listening.map(({ channel }) => channel)).toEqual([EVENTS_CHANNEL]);

    database.announce({ kind: "order", orderUuid: ORDER, userId: 7 });
    database.announce({ kind: "something new", orderUuid: ORDER });
    expect(heard).toEqual([{ kind: "order", orderUuid: ORDER, userId: 7 }]);
    expect(elsewhere).toEqual([]);
  });

  it("announces a reply written ahead when its time comes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const database = fakeDatabase();
    const bus = new EventBus(database.listen, pino({ level: "silent" }), () => NOW);
    const heard: StoreEvent[] = [];
    await bus.subscribe(orderTopic(ORDER), (event) => heard.push(event));
    database.announce(chatMessage(new Date(NOW.getTime() + 3000)));
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(3000);
    expect(heard.map((event) => event.kind)).toEqual(["chat-message"]);
  });

  it("tells every subscriber that events were missed when the listener reconnects", async () => {
    const database = fakeDatabase();
    const bus = new EventBus(database.listen, pino({ level: "silent" }), () => NOW);
    const heard: StoreEvent[] = [];
    const stop = await bus.subscribe(orderTopic(ORDER), (event) => heard.push(event));
    database.listening[0]?.handlers.onReconnect();
    expect(heard).toEqual([{ kind: "missed" }]);
    stop();
    database.announce({ kind: "order", orderUuid: ORDER, userId: 7 });
    expect(heard).toHaveLength(1);
  });
});
