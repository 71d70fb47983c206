import { afterAll, afterEach, beforeAll } from "vitest";
import { createApiClient } from "@/api/client";
import { clearSession, writeStorage } from "@/lib/storage";
import { resetMockDb } from "@/mocks/db";
import { CUSTOMER_TOKEN, GUEST_TOKEN } from "@/mocks/fixtures";
import { server } from "@/mocks/node";

/** The mock server for a test file: a request without a handler fails the test. */
export function serveMockApiInEachTest(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    resetMockDb();
    clearSession();
  });
  afterAll(() => server.close());
}

/** The app's own client; the middleware sends the stored token, as in the browser. */
export const client = createApiClient({ baseUrl: "http://localhost/api/v1" });

/** In node, storage falls back to memory, which the client's middleware reads. */
export function signInAs(kind: "customer" | "guest" | "nobody"): void {
  clearSession();
  if (kind !== "nobody")
    writeStorage("auth_token", kind === "guest" ? GUEST_TOKEN : CUSTOMER_TOKEN);
}
