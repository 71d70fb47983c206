import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import journal from "../../server/db/migrations/meta/_journal.json";
import {
  authEvents,
  orders,
  payments,
  products,
  sandboxCharges,
  smsOutbox,
} from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { distanceKm } from "../../server/lib/distance";
import {
  IP_HOURLY_GUEST_LIMIT,
  IP_HOURLY_SEND_LIMIT,
  PHONE_DAILY_SEND_LIMIT,
  PHONE_HOURLY_SEND_LIMIT,
  RESEND_INTERVAL_MS,
} from "../../server/modules/auth/limits";
import { DEFAULT_PRODUCT_COUNT } from "../../server/seed";
import { uniqueIp } from "./support/auth";
import { getCart, setQty } from "./support/cart";
import { checkoutBody, readyCheckoutCustomer } from "./support/checkout";
import { expectContract } from "./support/contract";
import {
  hurryOrders,
  recordOrderSteps,
  stepsOf,
  stopRecordingOrderSteps,
  type OrderStep,
} from "./support/orderSteps";
import { uniqueDeviceId, uniquePhone } from "./support/requests";
import {
  buildStoreOnce,
  callStore,
  startStore,
  stopStores,
  type Store,
  type StoreAnswer,
} from "./support/stores";
import { getTestApp } from "./support/testApp";

/**
 * Two stores started as `npm start` starts them, on the PostgreSQL of this run (only PostgreSQL
 * can be opened by two processes; vitest.config.ts runs this file only when TEST_DATABASE_URL is
 * set). The tests' customers and carts are made through the in-process app on the same database;
 * every call whose limit or idempotency is in question goes to both stores at once.
 */

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const databaseUrl = process.env.TEST_DATABASE_URL ?? "";

const started: Store[] = [];
const stores: Store[] = [];
/** The store the i-th of several calls goes to: they alternate. */
const storeFor = (i: number): Store => {
  const store = stores[i % stores.length];
  if (!store) throw new Error("No store is running");
  return store;
};

/** Two stores on `url`, started at once; `env` adds to how every store of this file runs. */
function startTwoStores(url: string, names: [string, string], env: Record<string, string>) {
  return Promise.all(
    names.map((name) => {
      const named = new URL(url);
      // The name its database connections show, which the order step log records.
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

afterAll(async () => {
  await stopStores(started);
});

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
      await context.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    }
  }, 120_000);
});

describe("two stores on one database", () => {
  beforeAll(async () => {
    stores.push(
      ...(await startTwoStores(databaseUrl, ["storefront-a", "storefront-b"], {
        FULFILMENT_SIMULATOR: "fast",
        // The test is the one proxy in front of the stores: X-Forwarded-For names the client.
        TRUST_PROXY: "1",
      })),
    );
  }, 120_000);

  function requestCode(store: Store, phone: string, forwardedFor?: string) {
    return callStore(store, "POST", "/auth/login-by-phone", {
      body: { recipient: phone },
      ...(forwardedFor ? { forwardedFor } : {}),
    });
  }

  const accepted = (answers: StoreAnswer[]) =>
    answers.filter((answer) => answer.statusCode === 200).length;

  /** The messages of the refused answers, once each. */
  function refusals(answers: StoreAnswer[]): string[] {
    const refused = answers.filter((answer) => answer.statusCode !== 200);
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
      // Both stores see the other's send: one code per resend interval, not one per store.
      expect(accepted(answers), refused.join(" ")).toBeLessThanOrEqual(1);
      if (accepted(answers) === 0) return { sent, refusedWith: refused };
      sent += 1;
      await agePhone(phone, RESEND_INTERVAL_MS + SECOND);
    }
    throw new Error(`The codes to ${phone} were never refused`);
  }

  describe("sign-in limits across two stores", () => {
    it("texts one phone its hourly and daily number of codes in total, not per store", async () => {
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

    it("sends one network its hourly number of codes over many phones, not per store", async () => {
      const ip = uniqueIp();
      const burst = 10;
      // Up to a few below the cap one at a time, then more than are left all at once.
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

    it("starts one network its hourly number of guest sessions, not per store", async () => {
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
  });

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

  async function ordersAndChargesOf(userId: number) {
    const { context } = await getTestApp();
    const placed = await context.db.select().from(orders).where(eq(orders.userId, userId));
    const orderCharges = placed.length
      ? await context.db
          .select()
          .from(payments)
          .where(
            and(
              inArray(
                payments.orderId,
                placed.map((order) => order.id),
              ),
              eq(payments.kind, "CHARGE"),
            ),
          )
      : [];
    const cardCharges = await context.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.userId, userId));
    return { orders: placed, orderCharges, cardCharges };
  }

  describe("checkout across two stores", () => {
    it("places one order with one charge for one Idempotency-Key sent to both stores at once", async () => {
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
      const placed = await ordersAndChargesOf(customer.user.id);
      expect(placed.orders).toHaveLength(1);
      expect(placed.orderCharges).toHaveLength(1);
      expect(placed.cardCharges).toHaveLength(1);
      const uuid = placed.orders[0]?.uuid;
      const created = answers.filter((answer) => answer.statusCode === 201);
      expect(new Set(created.map(placedUuid))).toEqual(new Set([uuid]));

      // Once it is placed, the key answers that order at either store.
      for (const store of stores) {
        const retry = await placeOrderAt(store, customer.token, body, key);
        expect(retry.statusCode, retry.body).toBe(201);
        expect(placedUuid(retry)).toBe(uuid);
      }
      expect((await ordersAndChargesOf(customer.user.id)).cardCharges).toHaveLength(1);
    });

    it("places an order for each new key, whichever store takes it", async () => {
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
      const placed = await ordersAndChargesOf(customer.user.id);
      expect(placed.orders).toHaveLength(stores.length);
      expect(placed.cardCharges).toHaveLength(stores.length);
    });
  });

  /** The statuses an order paid at checkout passes through, in order, once each. */
  const LIFECYCLE = ["PENDING_IN_PREPARATION", "PENDING_DISPATCHED", "SHIPPED", "TO_REVIEW"];

  function riderKmLeft(
    order: { latitude: number; longitude: number },
    latitude: number | null,
    longitude: number | null,
  ) {
    if (latitude === null || longitude === null) return Infinity;
    return distanceKm(latitude, longitude, order.latitude, order.longitude);
  }

  describe("the order simulator across two stores", () => {
    beforeAll(recordOrderSteps);
    afterAll(stopRecordingOrderSteps);

    it("takes every step of every order once, in order, while both stores simulate", async () => {
      const customers = await Promise.all([0, 1, 2, 3].map(() => readyCheckoutCustomer()));
      const answers = await Promise.all(
        customers.map(async (customer, i) =>
          placeOrderAt(
            storeFor(i),
            customer.token,
            await checkoutBody(customer.token, customer),
            randomUUID(),
          ),
        ),
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
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      const steps = await stepsOf(ids);
      for (const order of placed) {
        const own = steps.filter((step) => step.orderId === order.id);
        const moves = own.filter((step) => step.newStatus !== step.oldStatus);
        expect(moves.map((step) => step.newStatus)).toEqual(LIFECYCLE);
        // Every other change is a rider's report on the way, each closer to the door than the last.
        const rides: OrderStep[] = own.filter((step) => step.newStatus === step.oldStatus);
        for (const ride of rides) {
          expect(ride.oldStatus).toBe("PENDING_DISPATCHED");
          expect(riderKmLeft(order, ride.newRiderLatitude, ride.newRiderLongitude)).toBeLessThan(
            riderKmLeft(order, ride.oldRiderLatitude, ride.oldRiderLongitude),
          );
        }
      }
      expect(new Set(steps.map((step) => step.madeBy))).toEqual(
        new Set(["storefront-a", "storefront-b"]),
      );
    }, 90_000);
  });
});
