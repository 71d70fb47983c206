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
  createApiClient,
  resolveApiBaseUrl,
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
});
