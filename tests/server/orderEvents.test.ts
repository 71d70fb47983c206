import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/app";
import { createAppContext } from "../../server/context";
import { OpenEventStreams, type EventStream } from "../../server/http/eventStreams";
import type { Schemas } from "../../server/http/types";
import { signInCustomer, signInGuest } from "./support/auth";
import { sendSupportText, supportThreadOf } from "./support/chat";
import { openEventStream, type OpenedStream } from "./support/eventStreams";
import { insertOrder } from "./support/orders";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/**
 * The order page's live updates on one process (PGlite in a normal run): the stream answers the
 * order, then each change the database announces. tests/server/twoServers.test.ts follows a
 * change from one store process to another on PostgreSQL.
 */

type Order = Schemas["Order"];

/** A store of its own on the shared database, listening on a port: streams need a socket. */
async function startListening(
  change: (app: ReturnType<typeof createAppContext>) => void = () => undefined,
): Promise<{ app: FastifyInstance; origin: string }> {
  const { context, database } = await getTestApp();
  const own = createAppContext(context.config, context.db, {
    queryQueue: database.queue,
    listen: database.listen,
    now: context.now,
  });
  change(own);
  const app = await buildApp(own);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { app, origin: `http://127.0.0.1:${port}` };
}

const eventsUrl = (origin: string, uuid: string) => `${origin}/api/v1/orders/ui/events/${uuid}`;
const supportEventsUrl = (origin: string) =>
  `${origin}/api/v1/users/customer/support/chat/ui/events`;

let store: { app: FastifyInstance; origin: string };
const opened: OpenedStream[] = [];

async function follow(uuid: string, token?: string): Promise<OpenedStream> {
  const stream = await openEventStream(eventsUrl(store.origin, uuid), token);
  opened.push(stream);
  return stream;
}

beforeAll(async () => {
  store = await startListening();
});

afterAll(async () => {
  for (const stream of opened) stream.close();
  await store.app.close();
});

const advance = (uuid: string) => callApi("POST", `/dev/orders/${uuid}/advance`);

describe("GET /orders/ui/events/{id}", () => {
  it("starts with the order as it is, then sends each status change within a second", async () => {
    const customer = await signInCustomer();
    const order = await insertOrder(customer.user.id, { status: "PENDING_ACCEPTED" });
    const stream = await follow(order.uuid, customer.token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const first = (await stream.next("order")).data as Order;
    expect(first.uuid).toBe(order.uuid);
    expect(first.status).toBe("PENDING_ACCEPTED");

    expect((await advance(order.uuid)).statusCode).toBe(200);
    const next = (await stream.next("order", 1000)).data as Order;
    expect(next.status).toBe("PENDING_IN_PREPARATION");
  });

  it("sends a change to every page of the order the customer has open", async () => {
    const customer = await signInCustomer();
    const order = await insertOrder(customer.user.id, { status: "PENDING_ACCEPTED" });
    const tabs = [
      await follow(order.uuid, customer.token),
      await follow(order.uuid, customer.token),
    ];
    for (const tab of tabs) await tab.next("order");
    expect((await advance(order.uuid)).statusCode).toBe(200);
    for (const tab of tabs) {
      expect(((await tab.next("order", 1000)).data as Order).status).toBe("PENDING_IN_PREPARATION");
    }
  });

  it("sends the rider's new position as the rider rides", async () => {
    const customer = await signInCustomer();
    const order = await insertOrder(customer.user.id, {
      status: "PENDING_DISPATCHED",
      withRider: true,
    });
    const stream = await follow(order.uuid, customer.token);
    const before = ((await stream.next("order")).data as Order).rider;
    expect((await advance(order.uuid)).statusCode).toBe(200);
    const after = ((await stream.next("order", 1000)).data as Order).rider;
    expect(after?.latitude).not.toBe(before?.latitude);
  });

  it("announces a new message of the order's rider chat", async () => {
    const customer = await signInCustomer();
    const order = await insertOrder(customer.user.id, {
      status: "PENDING_DISPATCHED",
      withRider: true,
    });
    const stream = await follow(order.uuid, customer.token);
    await stream.next("order");
    const sent = await callApi("POST", "/orders/chat/ui/messages", {
      token: customer.token,
      body: { orderId: order.uuid, threadId: order.threadUuid, type: "TEXT", message: "Hi!" },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const announced = (await stream.next("chat-message", 1000)).data;
    expect(announced).toMatchObject({ orderId: order.uuid, threadId: order.threadUuid });
  });

  it("answers 404 for another customer's order and 401 without a session", async () => {
    const owner = await signInCustomer();
    const stranger = await signInCustomer();
    const order = await insertOrder(owner.user.id);
    expect((await follow(order.uuid, stranger.token)).status).toBe(404);
    expect((await follow(order.uuid)).status).toBe(401);
  });
});

describe("GET /users/customer/support/chat/ui/events", () => {
  async function followSupport(token?: string) {
    const stream = await openEventStream(supportEventsUrl(store.origin), token);
    opened.push(stream);
    return stream;
  }

  it("is ready once it listens, then announces each message of the session's support thread", async () => {
    const customer = await signInCustomer();
    const threadId = await supportThreadOf(customer.token);
    const stream = await followSupport(customer.token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await stream.next("ready");

    const sent = await sendSupportText(customer.token, threadId, "Is my paneer fresh?");
    expect((await stream.next("chat-message", 1000)).data).toEqual({
      threadId,
      messageId: sent.uuid,
    });
  });

  it("announces a guest's messages, and nobody else's", async () => {
    const guest = await signInGuest();
    const other = await signInCustomer();
    const guestThread = await supportThreadOf(guest.token);
    const otherThread = await supportThreadOf(other.token);
    const stream = await followSupport(guest.token);
    await stream.next("ready");

    await sendSupportText(other.token, otherThread, "Not for the guest's eyes");
    const own = await sendSupportText(guest.token, guestThread, "Do you deliver on Sunday?");
    // The first message announced is the guest's own: the other customer's never was.
    expect((await stream.next("chat-message", 1000)).data).toEqual({
      threadId: guestThread,
      messageId: own.uuid,
    });
  });

  it("answers 401 without a session", async () => {
    const stream = await followSupport();
    expect(stream.status).toBe(401);
  });
});

describe("open event streams", () => {
  it("are not requests in flight, beat while idle and end when the store closes", async () => {
    const { context } = await getTestApp();
    const limited = await startListening((own) => {
      own.config = {
        ...context.config,
        loadShedding: { ...context.config.loadShedding, maxRequestsInFlight: 2 },
      };
      own.eventStreams = new OpenEventStreams(50);
    });
    try {
      const customer = await signInCustomer();
      const order = await insertOrder(customer.user.id);
      // One after another: an opening counts among the requests in flight until its stream starts.
      const streams: OpenedStream[] = [];
      for (let tab = 0; tab < 3; tab += 1) {
        streams.push(await openEventStream(eventsUrl(limited.origin, order.uuid), customer.token));
      }
      opened.push(...streams);
      for (const stream of streams) expect(stream.status).toBe(200);
      // With three streams open, the limit of two requests in flight still takes a request.
      const read = await fetch(`${limited.origin}/api/v1/orders/ui/${order.uuid}`, {
        headers: {
          authorization: `Bearer ${customer.token}`,
          "x-requested-with": "XMLHttpRequest",
        },
      });
      expect(read.status).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(streams[0]?.comments()).toContain("heartbeat");
    } finally {
      await limited.app.close();
    }
    for (const stream of opened.slice(-3)) await stream.ended;
  });

  it("end at once when their client left while they were being opened", async () => {
    let clientLeft: () => void = () => undefined;
    const left = new Promise<void>((resolve) => (clientLeft = resolve));
    const started: EventStream[] = [];
    const slowStore: { context?: ReturnType<typeof createAppContext> } = {};
    const slow = await startListening((context) => {
      slowStore.context = context;
      const subscribe = context.events.subscribe.bind(context.events);
      // The subscription is answered only once the client has gone.
      context.events.subscribe = async (topic, listener) => {
        await left;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return subscribe(topic, listener);
      };
      const start = context.eventStreams.start.bind(context.eventStreams);
      context.eventStreams.start = (request, reply) => {
        const stream = start(request, reply);
        started.push(stream);
        return stream;
      };
    });
    try {
      const customer = await signInCustomer();
      const leaving = new AbortController();
      const asked = fetch(supportEventsUrl(slow.origin), {
        headers: {
          authorization: `Bearer ${customer.token}`,
          "x-requested-with": "XMLHttpRequest",
        },
        signal: leaving.signal,
      }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      leaving.abort();
      clientLeft();
      await asked;
      await vi.waitFor(() => expect(started).toHaveLength(1));
      expect(started[0]?.closed).toBe(true);
      expect(slowStore.context?.eventStreams.count).toBe(0);
    } finally {
      await slow.app.close();
    }
  });
});
