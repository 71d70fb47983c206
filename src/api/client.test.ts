import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { on } from "@/lib/events";
import { readStorage, writeStorage } from "@/lib/storage";
import { createMemoryStorage } from "@/lib/testing/memoryStorage";
import {
  API_TIMEOUT_MS,
  ApiError,
  DEFAULT_API_BASE_URL,
  MAX_RETRY_AFTER_MS,
  createApiClient,
  resolveApiBaseUrl,
  retryAfterMs,
  setApiTimeout,
  sharedApiTimeoutMs,
  unwrap,
} from "./client";

const BASE = "http://shop.test/api/v1";
const server = setupServer();
const client = createApiClient({ baseUrl: BASE });

/** Answers with what the server saw, so tests can assert on the request. */
function echoRequest() {
  return http.all(`${BASE}/*`, async ({ request }) => {
    const body = request.method === "GET" ? null : await request.text();
    return HttpResponse.json({
      data: {
        url: request.url,
        headers: Object.fromEntries(request.headers),
        body,
      },
    });
  });
}

interface Echo {
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

async function echoOf(call: Parameters<typeof unwrap>[0]): Promise<Echo> {
  const envelope = (await unwrap(call)) as unknown as { data: Echo };
  return envelope.data;
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  vi.stubGlobal("localStorage", createMemoryStorage());
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe("resolveApiBaseUrl", () => {
  it("defaults to /api/v1 and honours VITE_API_BASE_URL without a trailing slash", () => {
    expect(DEFAULT_API_BASE_URL).toBe("/api/v1");
    expect(resolveApiBaseUrl(undefined)).toBe("/api/v1");
    expect(resolveApiBaseUrl("  ")).toBe("/api/v1");
    expect(resolveApiBaseUrl("https://api.example.com/api/v1/")).toBe(
      "https://api.example.com/api/v1",
    );
  });
});

describe("every request", () => {
  it("goes to the base URL with the XMLHttpRequest marker and no token without a session", async () => {
    server.use(echoRequest());
    const echo = await echoOf(client.GET("/support/ethnicities"));

    expect(echo.url).toBe(`${BASE}/support/ethnicities`);
    expect(echo.headers["x-requested-with"]).toBe("XMLHttpRequest");
    expect(echo.headers.authorization).toBeUndefined();
  });

  it("carries the bearer token when one is stored", async () => {
    writeStorage("auth_token", "tok-123");
    server.use(echoRequest());
    const echo = await echoOf(client.GET("/cart"));

    expect(echo.headers.authorization).toBe("Bearer tok-123");
  });

  it("sends JSON bodies as JSON", async () => {
    server.use(echoRequest());
    const echo = await echoOf(
      client.POST("/cart/items/replace", { body: { productId: 5, qty: 2 } }),
    );

    expect(echo.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(echo.body ?? "")).toEqual({ productId: 5, qty: 2 });
  });

  it("drops the JSON content type for form data so the boundary is set", async () => {
    server.use(echoRequest());
    const form = new FormData();
    form.set("threadId", "th-1");
    form.set("type", "TEXT");
    form.set("message", "Hello!");
    const echo = await echoOf(
      client.POST("/users/customer/support/chat/ui/messages", {
        body: { threadId: "th-1", type: "TEXT", message: "Hello!" },
        bodySerializer: () => form,
      }),
    );

    expect(echo.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toContain("Hello!");
  });
});

describe("failures", () => {
  it("reject with the response's error body when there is one", async () => {
    server.use(
      http.put(`${BASE}/cart/coupon`, () =>
        HttpResponse.json(
          { message: "This coupon has expired", errors: ["code: expired"] },
          { status: 422 },
        ),
      ),
    );
    const failure = unwrap(client.PUT("/cart/coupon", { body: { code: "OLD10" } }));

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      message: "This coupon has expired",
      body: { message: "This coupon has expired", errors: ["code: expired"] },
    });
  });

  it("reject with the status text when the response has no error body", async () => {
    server.use(
      http.get(
        `${BASE}/cart`,
        () => new HttpResponse("upstream down", { status: 502, statusText: "Bad Gateway" }),
      ),
    );

    await expect(unwrap(client.GET("/cart"))).rejects.toMatchObject({
      status: 502,
      message: "Bad Gateway",
      body: undefined,
    });
  });

  it("a 401 removes the token and broadcasts the logout event", async () => {
    writeStorage("auth_token", "expired");
    const loggedOut = vi.fn();
    const stop = on("logout", loggedOut);
    server.use(
      http.get(`${BASE}/cart`, () =>
        HttpResponse.json({ message: "Unauthorized" }, { status: 401 }),
      ),
    );

    await expect(unwrap(client.GET("/cart"))).rejects.toMatchObject({ status: 401 });
    stop();

    expect(readStorage("auth_token")).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
  });

  it("other errors keep the session", async () => {
    writeStorage("auth_token", "still-good");
    const loggedOut = vi.fn();
    const stop = on("logout", loggedOut);
    server.use(
      http.get(`${BASE}/cart`, () =>
        HttpResponse.json({ message: "Guests cannot" }, { status: 403 }),
      ),
    );

    await expect(unwrap(client.GET("/cart"))).rejects.toMatchObject({ status: 403 });
    stop();

    expect(readStorage("auth_token")).toBe("still-good");
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it("network errors reject and are logged as a likely cross-origin or proxy problem", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(http.get(`${BASE}/cart`, () => HttpResponse.error()));

    await expect(client.GET("/cart")).rejects.toThrow();
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/cross-origin \(CORS\) or proxy/);
  });

  it("cancelled requests are only logged, never reported as errors", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    server.use(
      http.get(`${BASE}/cart`, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const request = client.GET("/cart", { signal: controller.signal });
    controller.abort();

    await expect(request).rejects.toMatchObject({ name: "AbortError" });
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Request cancelled: GET /));
    expect(errors).not.toHaveBeenCalled();
  });

  it(`time out after ${API_TIMEOUT_MS} ms`, async () => {
    expect(API_TIMEOUT_MS).toBe(30_000);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const quick = createApiClient({ baseUrl: BASE, timeoutMs: 50 });
    server.use(
      http.get(`${BASE}/cart`, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );

    await expect(quick.GET("/cart")).rejects.toThrow("The request timed out after 0.05 seconds.");
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/timed out after 50 ms/));
  });

  // Storybook lifts the timeout so that a loading story stays loading (.storybook/preview.tsx).
  it("waits as long as it takes while the shared timeout is lifted, and times out once it is back", async () => {
    expect(sharedApiTimeoutMs()).toBe(API_TIMEOUT_MS);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    server.use(
      http.get(`${BASE}/cart`, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    const shared = createApiClient({ baseUrl: BASE });
    const restoreDefault = setApiTimeout(50);
    try {
      const restoreShort = setApiTimeout(null);
      const leaving = new AbortController();
      let settled = false;
      const lifted = shared
        .GET("/cart", { signal: leaving.signal })
        .finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(settled).toBe(false);

      restoreShort();
      await expect(shared.GET("/cart")).rejects.toThrow(
        "The request timed out after 0.05 seconds.",
      );
      // The call made while it was lifted keeps waiting, until the shopper leaves.
      expect(settled).toBe(false);
      leaving.abort();
      await expect(lifted).rejects.toMatchObject({ name: "AbortError" });
    } finally {
      restoreDefault();
    }
    expect(sharedApiTimeoutMs()).toBe(API_TIMEOUT_MS);
  });
});

describe("a 503 from a busy server", () => {
  const BUSY = { message: "The store is very busy right now. Please try again in a moment." };

  /** Answers each call with the next of `answers` (the last one again when they run out). */
  function answersInTurn(method: "get" | "post", path: string, answers: (() => Response)[]) {
    const seen: { at: number; body: string | null }[] = [];
    server.use(
      http[method](`${BASE}${path}`, async ({ request }) => {
        seen.push({ at: Date.now(), body: method === "get" ? null : await request.text() });
        const answer = answers[Math.min(seen.length, answers.length) - 1];
        return answer ? answer() : HttpResponse.json({}, { status: 500 });
      }),
    );
    return seen;
  }

  const busy = (retryAfter?: string) => () =>
    HttpResponse.json(BUSY, {
      status: 503,
      headers: retryAfter === undefined ? {} : { "retry-after": retryAfter },
    });

  /**
   * The first answer travels through MSW on real ticks, then the client schedules its wait.
   * (vi.waitFor would move the fake clock while it polls.)
   */
  async function untilTheClientWaits() {
    while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is asked again once after Retry-After, and the second answer is the call's", async () => {
    const seen = answersInTurn("get", "/support/ethnicities", [
      busy("1"),
      () => HttpResponse.json({ data: [{ id: 1, name: "Pakistan" }] }),
    ]);
    let settled = false;
    const call = unwrap(client.GET("/support/ethnicities")).finally(() => (settled = true));

    await untilTheClientWaits();
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toHaveLength(1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    await expect(call).resolves.toEqual({ data: [{ id: 1, name: "Pakistan" }] });
    expect(seen).toHaveLength(2);
    expect(seen.map(({ at }) => at - (seen[0]?.at ?? 0))).toEqual([0, 1000]);
  });

  it("a second 503 rejects with the server's error body", async () => {
    const seen = answersInTurn("get", "/cart", [busy("1"), busy("1")]);
    const call = unwrap(client.GET("/cart"));
    const failure = expect(call).rejects.toMatchObject({ status: 503, body: BUSY });

    await untilTheClientWaits();
    await vi.advanceTimersByTimeAsync(1000);
    await failure;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(2);
  });

  it("sends a write again with the same body (a shed request did nothing)", async () => {
    const seen = answersInTurn("post", "/cart/items/replace", [
      busy("2"),
      () => HttpResponse.json({ data: { replaced: true } }),
    ]);
    const call = unwrap(client.POST("/cart/items/replace", { body: { productId: 5, qty: 2 } }));

    await untilTheClientWaits();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(call).resolves.toEqual({ data: { replaced: true } });
    expect(seen.map(({ body }) => JSON.parse(body ?? ""))).toEqual([
      { productId: 5, qty: 2 },
      { productId: 5, qty: 2 },
    ]);
  });

  it(`waits at most ${MAX_RETRY_AFTER_MS} ms whatever Retry-After says`, async () => {
    const seen = answersInTurn("get", "/cart", [busy("120"), () => HttpResponse.json({})]);
    const call = unwrap(client.GET("/cart"));

    await untilTheClientWaits();
    await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_MS);
    await expect(call).resolves.toEqual({});
    expect(seen.map(({ at }) => at - (seen[0]?.at ?? 0))).toEqual([0, MAX_RETRY_AFTER_MS]);
  });

  it("is not asked again without Retry-After, nor are other failures", async () => {
    const seen = answersInTurn("get", "/cart", [busy(), () => HttpResponse.json({})]);
    await expect(unwrap(client.GET("/cart"))).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);

    const failed = answersInTurn("get", "/support/ethnicities", [
      () =>
        HttpResponse.json({ message: "Broken" }, { status: 500, headers: { "retry-after": "1" } }),
      () => HttpResponse.json({}),
    ]);
    await expect(unwrap(client.GET("/support/ethnicities"))).rejects.toMatchObject({ status: 500 });
    expect(failed).toHaveLength(1);
  });

  it("reads Retry-After as seconds or a date, capped, and ignores what it cannot read", () => {
    const now = Date.parse("2026-11-24T12:00:00Z");
    expect(retryAfterMs("1", now)).toBe(1000);
    expect(retryAfterMs("0", now)).toBe(0);
    expect(retryAfterMs("Tue, 24 Nov 2026 12:00:03 GMT", now)).toBe(3000);
    expect(retryAfterMs("Tue, 24 Nov 2026 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("86400", now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs("soon", now)).toBeNull();
  });
});
