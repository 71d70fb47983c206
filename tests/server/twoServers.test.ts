import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import journal from "../../server/db/migrations/meta/_journal.json";
import { authEvents, orders, products, smsOutbox } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import {
  DEVICE_HOURLY_GUEST_LIMIT,
  IP_HOURLY_GUEST_LIMIT,
  IP_HOURLY_SEND_LIMIT,
  PHONE_DAILY_SEND_LIMIT,
  PHONE_HOURLY_SEND_LIMIT,
  RESEND_INTERVAL_MS,
} from "../../server/modules/auth/limits";
import { USER_HOURLY_REQUEST_LIMIT } from "../../server/modules/catalog/productRequests";
import { HOURLY_SHARE_LIMIT } from "../../server/modules/cart/shares";
import { THREAD_MESSAGES_PER_MINUTE } from "../../server/modules/chat/limits";
import { DEFAULT_PRODUCT_COUNT } from "../../server/seed";
import { signInCustomer, signInGuest, uniqueIp } from "./support/auth";
import { getCart, insertProduct, setQty } from "./support/cart";
import { PNG_BYTES } from "./support/chatFiles";
import {
  chargesAtProvider,
  chargesOf,
  checkoutBody,
  ordersOf,
  readyCheckoutCustomer,
} from "./support/checkout";
import { expectContract } from "./support/contract";
import {
  hurryOrders,
  recordOrderSteps,
  statusesReached,
  stepsOf,
  stepsRepeated,
  stopRecordingOrderSteps,
} from "./support/orderSteps";
import { openEventStream } from "./support/eventStreams";
import { insertOrder } from "./support/orders";
import { callApi, uniqueDeviceId, uniquePhone } from "./support/requests";
import {
  buildStoreOnce,
  callStore,
  startStore,
  stopStores,
  type Store,
  type StoreAnswer,
} from "./support/stores";
import { downloadAt, fileUrlsAt, supportThreadAt, uploadAt } from "./support/storeFiles";
import { takeSmsNews } from "./support/replacements";
import { getTestApp } from "./support/testApp";

/**
 * Two stores started as `npm start` starts them, on the PostgreSQL of this run (only PostgreSQL
 * can be opened by two processes; vitest.config.ts runs this file only when TEST_DATABASE_URL is
 * set). Customers and carts are made through the in-process app on the same database; every call
 * whose limit or idempotency is in question goes to both stores at once.
 */

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const databaseUrl = process.env.TEST_DATABASE_URL ?? "";

const started: Store[] = [];
const stores: Store[] = [];

/** The store the i-th of several calls goes to: they alternate. */
function storeFor(i: number): Store {
  const store = stores[i % stores.length];
  if (!store) throw new Error("No store is running");
  return store;
}

/** What the stores logged (their warnings and errors), for a failure's message. */
const storesOutput = () => stores.map((store) => `${store.name}:\n${store.output()}`).join("\n");

/** Two stores on the database at `url`, started at once. */
function startTwoStores(url: string, names: [string, string], env: Record<string, string>) {
  return Promise.all(
    names.map((name) => {
      const named = new URL(url);
      // The name its connections show, which the order step log records.
      named.searchParams.set("application_name", name);
      return startStore(name, { ...env, DATABASE_URL: named.href }, started);
    }),
  );
}

beforeAll(async () => {
  if (!databaseUrl) throw new Error("TEST_DATABASE_URL is not set: use scripts/with-postgres.mjs");
  // Migrated and seeded before any store starts on it.
  await getTestApp();
  buildStoreOnce();
}, 120_000);

afterAll(() => stopStores(started));

/** Waits (up to 5 s) until no session is connected to the database `name`. */
async function untilNoConnectionsTo(name: string) {
  const { context } = await getTestApp();
  const deadline = Date.now() + 5 * SECOND;
  while (Date.now() < deadline) {
    const open = await context.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pg_stat_activity where datname = ${name}`,
    );
    if (open.rows[0]?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("two stores started at once on an empty database", () => {
  it("migrate and seed it once between them, and both serve it", async () => {
    const { context } = await getTestApp();
    const name = `storefront_first_start_${process.pid}`;
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    await context.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await context.db.execute(sql.raw(`create database ${name}`));
    let fresh: DatabaseHandle | undefined;
    try {
      const both = await startTwoStores(url.href, ["first-a", "first-b"], {
        FULFILMENT_SIMULATOR: "off",
      });
      for (const store of both) {
        const home = await callStore(store, "GET", "/catalog/ui/web/home");
        expect(home.statusCode, home.body).toBe(200);
      }
      fresh = await openDatabase({ databaseUrl: url.href, dataDir: "memory://" });
      const [catalogue] = await fresh.db.select({ count: count() }).from(products);
      expect(catalogue?.count).toBe(DEFAULT_PRODUCT_COUNT);
      const applied = await fresh.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
    } finally {
      await stopStores(started);
      await fresh?.close();
      // The pool's end resolves before its connections have closed on the server's side; one the
      // forced drop then terminated raised an error in this process, after the test had passed.
      await untilNoConnectionsTo(name);
      await context.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    }
  }, 120_000);
});

function requestCode(store: Store, phone: string, forwardedFor?: string) {
  return callStore(store, "POST", "/auth/login-by-phone", {
    body: { recipient: phone },
    ...(forwardedFor ? { forwardedFor } : {}),
  });
}

/** How many answers took the call: 200, or `status` for a call that creates. */
const accepted = (answers: StoreAnswer[], status = 200) =>
  answers.filter((answer) => answer.statusCode === status).length;

/** The messages of the answers that did not take the call (each a 429), once each. */
function refusals(answers: StoreAnswer[], status = 200): string[] {
  const refused = answers.filter((answer) => answer.statusCode !== status);
  for (const answer of refused) expect(answer.statusCode, answer.body).toBe(429);
  return [...new Set(refused.map((answer) => (answer.json() as { message: string }).message))];
}

/** As if `ms` had passed for the phone's limits: its sign-in events move that far back. */
async function agePhone(phone: string, ms: number) {
  const { context } = await getTestApp();
  await context.db
    .update(authEvents)
    .set({ createdAt: sql`${authEvents.createdAt} - ${ms} * interval '1 millisecond'` })
    .where(eq(authEvents.phone, phone));
}

/**
 * Asks for codes in rounds of four at once, two to each store, letting the resend interval pass
 * between rounds, until a round is refused. Answers how many codes were sent and why it stopped.
 */
async function requestCodesUntilRefused(phone: string) {
  let sent = 0;
  for (let round = 0; round <= PHONE_DAILY_SEND_LIMIT.limit; round += 1) {
    const answers = await Promise.all([0, 1, 2, 3].map((i) => requestCode(storeFor(i), phone)));
    for (const answer of answers) expectContract("loginByPhone", answer);
    const refused = refusals(answers);
    // Each store sees the other's send: one code per resend interval, not one per store.
    expect(accepted(answers), `one round, refused with ${refused.join(" ")}`).toBeLessThan(2);
    if (accepted(answers) === 0) return { sent, refusedWith: refused };
    sent += 1;
    await agePhone(phone, RESEND_INTERVAL_MS + SECOND);
  }
  throw new Error(`The codes to ${phone} were never refused`);
}

function placeOrderAt(
  store: Store,
  token: string,
  body: Schemas["CheckoutRequest"],
  key: string,
): Promise<StoreAnswer> {
  return callStore(store, "POST", "/orders/checkout", {
    token,
    body,
    headers: { "idempotency-key": key },
  });
}

const placedUuid = (answer: StoreAnswer) =>
  (answer.json() as Schemas["CheckoutResultResponse"]).data.uuid;

/** The statuses the simulator moves an order paid at checkout through, in order. */
const LIFECYCLE = ["PENDING_IN_PREPARATION", "PENDING_DISPATCHED", "SHIPPED", "TO_REVIEW"];

const ORDERS_PER_ROUND = 4;
const MAX_ROUNDS = 5;

/**
 * Places `count` orders, alternating stores, and hurries them until all are delivered: the
 * placed rows and every step the stores took on them.
 */
async function placeOrdersAndRunThemOut(count: number) {
  const customers = await Promise.all(Array.from({ length: count }, () => readyCheckoutCustomer()));
  const answers = await Promise.all(
    customers.map(async (customer, i) => {
      const body = await checkoutBody(customer.token, customer);
      return placeOrderAt(storeFor(i), customer.token, body, randomUUID());
    }),
  );
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
  const { context } = await getTestApp();
  const placed = await context.db
    .select()
    .from(orders)
    .where(inArray(orders.uuid, answers.map(placedUuid)));
  const ids = placed.map((order) => order.id);

  const deadline = Date.now() + 60 * SECOND;
  for (;;) {
    const now = await context.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids));
    if (now.every((order) => order.status === "TO_REVIEW")) break;
    if (Date.now() > deadline) throw new Error(`Orders stuck: ${JSON.stringify(now)}`);
    await hurryOrders(ids);
    // At a random moment of the stores' one-second ticks: hurried at a fixed pace, the orders fell
    // due just before the same store's tick every time whenever the other's tick came within that
    // pace after it, and that store took every step of every round.
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1000));
  }
  return { placed, steps: await stepsOf(ids) };
}

describe("two stores on one database", () => {
  beforeAll(async () => {
    const both = await startTwoStores(databaseUrl, ["storefront-a", "storefront-b"], {
      FULFILMENT_SIMULATOR: "fast",
      // Lines run short as orders are prepared, more often than the default one in 20: a step
      // that shorts lines or approves offers is still one change of its order.
      FULFILMENT_SHORTAGE_RATE: "0.3",
      // Both tell restocks at their tick, but restock nothing themselves: the catalogue the other
      // test files read keeps its products out of stock.
      CATALOG_RESTOCK_RATE: "0",
      // The test is the one proxy in front of the stores: X-Forwarded-For names the client.
      TRUST_PROXY: "1",
    });
    stores.push(...both);
  }, 120_000);

  it("text one phone its hourly and daily number of codes in total, not each", async () => {
    const phone = uniquePhone();
    expect(await requestCodesUntilRefused(phone)).toEqual({
      sent: PHONE_HOURLY_SEND_LIMIT.limit,
      refusedWith: [PHONE_HOURLY_SEND_LIMIT.message],
    });
    await agePhone(phone, HOUR);
    expect(await requestCodesUntilRefused(phone)).toEqual({
      sent: PHONE_DAILY_SEND_LIMIT.limit - PHONE_HOURLY_SEND_LIMIT.limit,
      refusedWith: [PHONE_HOURLY_SEND_LIMIT.message],
    });
    await agePhone(phone, HOUR);
    expect(await requestCodesUntilRefused(phone)).toEqual({
      sent: 0,
      refusedWith: [PHONE_DAILY_SEND_LIMIT.message],
    });

    const { context } = await getTestApp();
    const [texted] = await context.db
      .select({ count: count() })
      .from(smsOutbox)
      .where(eq(smsOutbox.recipient, phone));
    expect(texted?.count).toBe(PHONE_DAILY_SEND_LIMIT.limit);
  });

  it("send one network its hourly number of codes over many phones, not each", async () => {
    const ip = uniqueIp();
    const burst = 10;
    // One at a time to a few below the cap, then more than are left all at once.
    for (let i = 0; i < IP_HOURLY_SEND_LIMIT.limit - burst / 2; i += 1) {
      const answer = await requestCode(storeFor(i), uniquePhone(), ip);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => requestCode(storeFor(i), uniquePhone(), ip)),
    );
    expect(refusals(answers)).toEqual([IP_HOURLY_SEND_LIMIT.message]);
    expect(accepted(answers)).toBe(burst / 2);

    const { context } = await getTestApp();
    const [sent] = await context.db
      .select({ count: count() })
      .from(authEvents)
      .where(and(eq(authEvents.kind, "otp_sent"), eq(authEvents.ip, ip)));
    expect(sent?.count).toBe(IP_HOURLY_SEND_LIMIT.limit);
  });

  it("start one network its hourly number of guest sessions, not each", async () => {
    const ip = uniqueIp();
    const burst = 10;
    const guestLogin = (i: number) =>
      callStore(storeFor(i), "POST", "/auth/guest-login", {
        body: { deviceId: uniqueDeviceId() },
        forwardedFor: ip,
      });
    for (let i = 0; i < IP_HOURLY_GUEST_LIMIT.limit - burst / 2; i += 1) {
      const answer = await guestLogin(i);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const answers = await Promise.all(Array.from({ length: burst }, (_, i) => guestLogin(i)));
    expect(refusals(answers)).toEqual([IP_HOURLY_GUEST_LIMIT.message]);
    expect(accepted(answers)).toBe(burst / 2);
  });

  it("start one device its hourly number of guest sessions in total, not each", async () => {
    const deviceId = uniqueDeviceId();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callStore(storeFor(i), "POST", "/auth/guest-login", {
          body: { deviceId },
          // Each from a network of its own: only the device's limit counts them together.
          forwardedFor: uniqueIp(),
        }),
      ),
    );
    expect(accepted(answers)).toBe(DEVICE_HOURLY_GUEST_LIMIT.limit);
    expect(refusals(answers)).toEqual([DEVICE_HOURLY_GUEST_LIMIT.message]);
  });

  it("let one user make their hourly number of cart shares in total, not each", async () => {
    // A customer ready to check out has a cart to share.
    const sharer = await readyCheckoutCustomer();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callStore(storeFor(i), "POST", "/cart/shares", { token: sharer.token }),
      ),
    );
    expect(accepted(answers, 201)).toBe(HOURLY_SHARE_LIMIT.limit);
    expect(refusals(answers, 201)).toEqual([HOURLY_SHARE_LIMIT.message]);
  });

  it("take one user's hourly number of product requests in total, not each", async () => {
    const requester = await signInGuest();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callStore(storeFor(i), "POST", "/catalog/ui/product-requests", {
          token: requester.token,
          body: { productName: `Sought item ${i}` },
          // Each from a network of its own: only the user's limit counts them together.
          forwardedFor: uniqueIp(),
        }),
      ),
    );
    expect(accepted(answers, 201)).toBe(USER_HOURLY_REQUEST_LIMIT.limit);
    expect(refusals(answers, 201)).toEqual([USER_HOURLY_REQUEST_LIMIT.message]);
  });

  it("serve a support chat file sent to one at the other, under the same URL", async () => {
    const [first, second] = stores;
    if (!first || !second) throw new Error("Two stores are needed");
    const customer = await signInCustomer();
    const threadId = await supportThreadAt(first, customer.token);
    const url = await uploadAt(first, customer.token, threadId, {
      name: "receipt.png",
      bytes: PNG_BYTES,
      type: "image/png",
    });

    // Both hand out the same key for the file, so a URL from either opens it at either.
    expect(await fileUrlsAt(second, customer.token, threadId)).toEqual([url]);
    expect(await fileUrlsAt(first, customer.token, threadId)).toEqual([url]);
    for (const store of stores) {
      const download = await downloadAt(store, url);
      expect(download.status, store.name).toBe(200);
      expect(download.bytes.equals(PNG_BYTES), store.name).toBe(true);
    }

    // Another customer without the key finds no such file at either store.
    const other = await signInCustomer();
    const path = new URL(url, "http://store").pathname;
    for (const store of stores) {
      expect((await downloadAt(store, path, other.token)).status, store.name).toBe(404);
    }
  });

  it("take one rider thread's number of messages a minute in total, not each", async () => {
    const customer = await signInCustomer();
    const order = await insertOrder(customer.user.id, { withRider: true });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        callStore(storeFor(i), "POST", "/orders/chat/ui/messages", {
          token: customer.token,
          body: { orderId: order.uuid, threadId: order.threadUuid, type: "TEXT", message: `${i}` },
        }),
      ),
    );
    expect(accepted(answers, 201)).toBe(THREAD_MESSAGES_PER_MINUTE.limit);
    expect(refusals(answers, 201)).toEqual([THREAD_MESSAGES_PER_MINUTE.message]);
  });

  it("place one order with one charge for one Idempotency-Key sent to both at once", async () => {
    const customer = await readyCheckoutCustomer();
    const body = await checkoutBody(customer.token, customer);
    const key = randomUUID();

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => placeOrderAt(storeFor(i), customer.token, body, key)),
    );
    for (const answer of answers) {
      expectContract("placeOrder", answer);
      expect([201, 409], answer.body).toContain(answer.statusCode);
    }
    const placed = await ordersOf(customer.user.id);
    expect(placed).toHaveLength(1);
    expect(await chargesOf(placed.map((order) => order.id))).toHaveLength(1);
    expect(await chargesAtProvider(customer.user.id)).toHaveLength(1);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(new Set(created.map(placedUuid))).toEqual(new Set([placed[0]?.uuid]));

    // Once it is placed, the key answers that order at either store, and charges nothing more.
    for (const store of stores) {
      const retry = await placeOrderAt(store, customer.token, body, key);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(placedUuid(retry)).toBe(placed[0]?.uuid);
    }
    expect(await chargesAtProvider(customer.user.id)).toHaveLength(1);
  });

  it("charge one cart once when both are sent its checkout under 20 keys at once", async () => {
    const customer = await readyCheckoutCustomer();
    const body = await checkoutBody(customer.token, customer);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrderAt(storeFor(i), customer.token, body, randomUUID()),
      ),
    );
    for (const answer of answers) expectContract("placeOrder", answer);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await ordersOf(customer.user.id)).toHaveLength(1);
    const charges = await chargesAtProvider(customer.user.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.refundedCents).toBe(0);
  });

  it("place an order for each new key, whichever store takes it", async () => {
    const customer = await readyCheckoutCustomer();
    const lines = (await getCart(customer.token)).cartItems;
    const uuids: string[] = [];
    for (const store of stores) {
      // Each order empties the cart: the same lines again, under a new key.
      for (const line of lines) await setQty(customer.token, line.product.id, line.qty);
      const body = await checkoutBody(customer.token, customer);
      const answer = await placeOrderAt(store, customer.token, body, randomUUID());
      expect(answer.statusCode, answer.body).toBe(201);
      uuids.push(placedUuid(answer));
    }
    expect(new Set(uuids).size).toBe(stores.length);
    expect(await ordersOf(customer.user.id)).toHaveLength(stores.length);
    expect(await chargesAtProvider(customer.user.id)).toHaveLength(stores.length);
  });

  it("push a change made through one store to an order page open on the other within a second", async () => {
    const customer = await signInCustomer();
    const order = await insertOrder(customer.user.id, { status: "PENDING_ACCEPTED" });
    const [first, second] = stores;
    if (!first || !second) throw new Error("Two stores are needed");
    const stream = await openEventStream(
      `${second.origin}/api/v1/orders/ui/events/${order.uuid}`,
      customer.token,
    );
    try {
      expect(((await stream.next("order")).data as Schemas["Order"]).status).toBe(
        "PENDING_ACCEPTED",
      );
      // From the moment the change is asked of the first store to the event on the second.
      const asked = Date.now();
      const advanced = await callStore(first, "POST", `/dev/orders/${order.uuid}/advance`);
      expect(advanced.statusCode, advanced.body).toBe(200);
      const pushed = await stream.next("order", Math.max(0, 1000 - (Date.now() - asked)));
      expect((pushed.data as Schemas["Order"]).status).toBe("PENDING_IN_PREPARATION");
    } finally {
      stream.close();
    }
  });

  it("tell each customer waiting for a restocked product once between them", async () => {
    const product = await insertProduct({
      label: "Two-store restock",
      priceCents: 300,
      stockStatus: "OUT_OF_STOCK",
    });
    const customers = await Promise.all([1, 2, 3, 4].map(() => signInCustomer()));
    for (const customer of customers) {
      await takeSmsNews(customer.token);
      const asked = await callApi("POST", `/catalog/ui/products/${product.id}`, {
        token: customer.token,
      });
      expect(asked.statusCode, asked.body).toBe(204);
    }
    // Another writer's restock: both stores' ticks (every 15 s) look for its waiting customers.
    const { context } = await getTestApp();
    await context.db
      .update(products)
      .set({ stockStatus: "IN_STOCK" })
      .where(eq(products.id, product.id));
    const told = async () => {
      const rows = await context.db.execute<{ userId: number }>(
        sql`select user_id as "userId" from inbox_notifications
            where product_id = ${product.id} and kind = 'RESTOCK'`,
      );
      return rows.rows.map((row) => Number(row.userId));
    };
    const deadline = Date.now() + 60 * SECOND;
    while ((await told()).length < customers.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Past one more tick of each store: a second telling would show now.
    await new Promise((resolve) => setTimeout(resolve, 16 * SECOND));
    expect((await told()).sort(), storesOutput()).toEqual(
      customers.map((customer) => customer.user.id).sort(),
    );
    const link = `/products/${product.id}/detail`;
    for (const customer of customers) {
      const texts = await context.db
        .select({ body: smsOutbox.body })
        .from(smsOutbox)
        .where(eq(smsOutbox.recipient, customer.phone));
      expect(texts.filter((text) => text.body.includes(link))).toHaveLength(1);
    }
    await context.db.delete(products).where(eq(products.id, product.id));
  }, 120_000);

  describe("with both simulating", () => {
    beforeAll(recordOrderSteps);
    afterAll(stopRecordingOrderSteps);

    it("take every step of every order once, in order, and share the work", async () => {
      const makers = new Set<string>();
      // Which store locks a due order first depends on when each one's tick comes after the
      // orders fall due. Rounds go on until both have taken steps, which shows each found orders
      // due that the other had not locked.
      for (let round = 0; round < MAX_ROUNDS && makers.size < stores.length; round++) {
        const { placed, steps } = await placeOrdersAndRunThemOut(ORDERS_PER_ROUND);
        for (const order of placed) {
          const own = steps.filter((step) => step.orderId === order.id);
          expect(statusesReached(own), `order ${order.id}`).toEqual(LIFECYCLE);
          expect(stepsRepeated(order, own), `order ${order.id}\n${storesOutput()}`).toEqual([]);
        }
        for (const step of steps) makers.add(step.madeBy);
      }
      expect(makers).toEqual(new Set(["storefront-a", "storefront-b"]));
    }, 300_000);
  });
});
