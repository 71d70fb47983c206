import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/app";
import type { LoadSheddingLimits } from "../../server/config";
import { createAppContext } from "../../server/context";
import { users } from "../../server/db/schema";
import { BUSY_MESSAGE, SHED_RETRY_AFTER_SECONDS } from "../../server/http/loadShedding";
import { expectContract } from "./support/contract";
import { uniqueDeviceId } from "./support/requests";
import { getTestApp } from "./support/testApp";

const OFF: LoadSheddingLimits = {
  maxEventLoopDelayMs: 0,
  maxEventLoopUtilization: 0,
  maxWaitingQueries: 0,
  maxRequestsInFlight: 0,
};

/** An app on the shared test database with its own limits. */
async function appWith(limits: Partial<LoadSheddingLimits>): Promise<FastifyInstance> {
  const { context, database } = await getTestApp();
  const config = { ...context.config, loadShedding: { ...OFF, ...limits } };
  const app = await buildApp(
    createAppContext(config, context.db, { queryQueue: database.queue, now: context.now }),
  );
  await app.ready();
  return app;
}

function call(app: FastifyInstance, method: InjectOptions["method"], url: string, body?: object) {
  return app.inject({
    method,
    url,
    headers: { "x-requested-with": "XMLHttpRequest" },
    ...(body ? { payload: body } : {}),
  });
}

const searchUrl = (words: string) =>
  `/api/v1/catalog/ui/products?name=${encodeURIComponent(words)}&page=1&size=12`;

/**
 * Transactions that wait for `release`: PGlite runs one and queues the rest; PostgreSQL's pool
 * (10 connections) runs ten and queues the rest. Either way, `count - 10` or more queries wait.
 */
async function holdDatabase(count: number) {
  const { database } = await getTestApp();
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = Array.from({ length: count }, () =>
    database.db.transaction(async () => {
      await gate;
    }),
  );
  return {
    release: async () => {
      open();
      await Promise.all(held);
    },
  };
}

/** A shed request answers at once; one that waits for the held database fails the test here. */
async function answeredWhileHeld<T>(answer: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stillWaiting = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("The request waited for the database")), 5000);
  });
  try {
    return await Promise.race([answer, stillWaiting]);
  } finally {
    clearTimeout(timer);
  }
}

function expectShed(operationId: string, response: Awaited<ReturnType<typeof call>>) {
  expectContract(operationId, response);
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe(String(SHED_RETRY_AFTER_SECONDS));
  expect(response.json()).toEqual({ message: BUSY_MESSAGE });
}

describe("load shedding when queries queue for the database", () => {
  const MAX_WAITING = 4;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ maxWaitingQueries: MAX_WAITING });
  });
  afterAll(() => app.close());

  it("answers new API requests 503 with Retry-After before doing any work, then serves again", async () => {
    const { database, context } = await getTestApp();
    const hold = await holdDatabase(10 + MAX_WAITING + 4);
    const deviceId = uniqueDeviceId();
    try {
      await vi.waitFor(() => expect(database.queue.waiting()).toBeGreaterThan(MAX_WAITING));
      const search = call(app, "GET", searchUrl("shed basmati"));
      expectShed("listProducts", await answeredWhileHeld(search));
      const login = call(app, "POST", "/api/v1/auth/guest-login", { deviceId });
      expectShed("guestLogin", await answeredWhileHeld(login));
    } finally {
      await hold.release();
    }

    // The shed sign-in created nobody, so repeating it is safe.
    const created = await context.db.select().from(users).where(eq(users.deviceId, deviceId));
    expect(created).toEqual([]);
    const search = await call(app, "GET", searchUrl("shed basmati"));
    expectContract("listProducts", search);
    expect(search.statusCode).toBe(200);
    const login = await call(app, "POST", "/api/v1/auth/guest-login", { deviceId });
    expectContract("guestLogin", login);
    expect(login.statusCode).toBe(200);
  });

  it("lets the health check and images wait for the database instead", async () => {
    const { database } = await getTestApp();
    const hold = await holdDatabase(10 + MAX_WAITING + 4);
    let waiting: Promise<Awaited<ReturnType<typeof call>>[]> | undefined;
    try {
      await vi.waitFor(() => expect(database.queue.waiting()).toBeGreaterThan(MAX_WAITING));
      waiting = Promise.all([
        call(app, "GET", "/api/v1/health"),
        call(app, "GET", "/media/products/1/1.svg"),
      ]);
    } finally {
      await hold.release();
    }
    const answers = await waiting;
    const [health, image] = answers ?? [];
    if (!health || !image) throw new Error("The health check or the image did not answer");
    expectContract("getHealth", health);
    expect(health.statusCode).toBe(200);
    expect(image.statusCode).toBe(200);
  });
});

describe("load shedding when too many requests are being answered", () => {
  const MAX_IN_FLIGHT = 2;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ maxRequestsInFlight: MAX_IN_FLIGHT });
  });
  afterAll(() => app.close());

  it("sheds the requests beyond the limit, and counts each answered one out again", async () => {
    const hold = await holdDatabase(10 + 4);
    let taken: Promise<Awaited<ReturnType<typeof call>>[]> | undefined;
    try {
      // These two wait for the held database, in flight.
      taken = Promise.all(
        Array.from({ length: MAX_IN_FLIGHT }, (_, index) =>
          call(app, "GET", searchUrl(`in flight ${index}`)),
        ),
      );
      const beyond = call(app, "GET", searchUrl("in flight beyond"));
      expectShed("listProducts", await answeredWhileHeld(beyond));
    } finally {
      await hold.release();
    }
    expect((await taken)?.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: MAX_IN_FLIGHT }, (_, index) =>
          call(app, "GET", searchUrl(`in flight again ${round} ${index}`)),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
  });
});

describe("load shedding when the event loop is saturated", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ maxEventLoopUtilization: 0.5 });
  });
  afterAll(async () => {
    await app.close();
    // Every app of the process watches the same loop: the shared one must be calm for later files.
    const shared = await getTestApp();
    await vi.waitFor(() => expect(shared.app.isUnderPressure()).toBe(false), { timeout: 5000 });
  });

  /** Keeps the event loop busy for longer than @fastify/under-pressure's one-second sample. */
  function blockEventLoop(ms: number) {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // busy on purpose
    }
  }

  it("answers API requests 503 while it is, the health check 200, and serves again after", async () => {
    blockEventLoop(1500);
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 3000 });
    expectShed("listEthnicities", await call(app, "GET", "/api/v1/support/ethnicities"));
    const health = await call(app, "GET", "/api/v1/health");
    expectContract("getHealth", health);
    expect(health.statusCode).toBe(200);

    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(false), { timeout: 5000 });
    const ethnicities = await call(app, "GET", "/api/v1/support/ethnicities");
    expectContract("listEthnicities", ethnicities);
    expect(ethnicities.statusCode).toBe(200);
  });
});

describe("load shedding under normal load", () => {
  it("sheds nothing at the default limits while shoppers keep searching and signing in", async () => {
    const { app, context } = await getTestApp();
    expect(context.config.loadShedding.maxWaitingQueries).toBeGreaterThan(0);
    expect(context.config.loadShedding.maxRequestsInFlight).toBeGreaterThan(0);
    // Each shopper asks again as soon as answered, so requests arrive while others' queries wait.
    const shopper = async (who: number) => {
      const statuses: number[] = [];
      for (let step = 0; step < 6; step += 1) {
        const answer =
          step % 3 === 2
            ? await call(app, "POST", "/api/v1/auth/guest-login", { deviceId: uniqueDeviceId() })
            : await call(app, "GET", searchUrl(`normal load ${who} ${step}`));
        statuses.push(answer.statusCode);
      }
      return statuses;
    };
    const statuses = (
      await Promise.all(Array.from({ length: 12 }, (_, who) => shopper(who)))
    ).flat();
    expect(statuses).toEqual(statuses.map(() => 200));
  });
});
