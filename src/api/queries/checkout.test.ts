import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { getResponse, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/mocks/db";
import { CART_UUID, emptyCartFixture } from "@/mocks/fixtures";
import { handlers } from "@/mocks/handlers";
import { server } from "@/mocks/node";
import { checkoutBody } from "../../../tests/mocks/exampleCalls";
import { client, serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";
import { ApiError } from "../client";
import type { CheckoutRequest } from "../types";
import { cartKeys } from "./cart";
import { createCheckoutAttempts, placeOrderMutation } from "./checkout";

serveMockApiInEachTest();

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Idempotency-Key of every checkout request sent, in order (null when it was missing). */
function recordCheckoutKeys(): (string | null)[] {
  const keys: (string | null)[] = [];
  server.events.on("request:start", ({ request }) => {
    if (request.method === "POST" && new URL(request.url).pathname === "/api/v1/orders/checkout") {
      keys.push(request.headers.get("Idempotency-Key"));
    }
  });
  return keys;
}

/** One mounted checkout: what usePlaceOrder wires, without React (the unit project runs in node). */
function checkout() {
  const queryClient = new QueryClient();
  const observer = new MutationObserver(
    queryClient,
    placeOrderMutation(queryClient, createCheckoutAttempts()),
  );
  return { queryClient, submit: (body: CheckoutRequest) => observer.mutate(body) };
}

async function fillCart() {
  const { response } = await client.POST("/cart/items/replace", {
    body: { productId: 101, qty: 2 },
  });
  expect(response.status).toBe(200);
}

describe("usePlaceOrder", () => {
  it("sends a UUID Idempotency-Key and answers the new order's uuid", async () => {
    signInAs("customer");
    await fillCart();
    const keys = recordCheckoutKeys();

    const uuid = await checkout().submit(checkoutBody(CART_UUID));

    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(UUID);
    expect(uuid).toBe(db.orders[0]?.uuid);
  });

  it("places one order when the same body is submitted twice while the first is in flight", async () => {
    signInAs("customer");
    await fillCart();
    const ordersBefore = db.orders.length;
    const keys = recordCheckoutKeys();
    const { submit } = checkout();

    const [first, second] = await Promise.all([
      submit(checkoutBody(CART_UUID)),
      submit(checkoutBody(CART_UUID)),
    ]);

    expect(second).toBe(first);
    expect(db.orders).toHaveLength(ordersBefore + 1);
    // The second click joins the first request: the server answers 409 to a key still in flight.
    expect(keys).toHaveLength(1);
  });

  it("retries a checkout whose answer was lost with the same key, getting the first order", async () => {
    signInAs("customer");
    await fillCart();
    const ordersBefore = db.orders.length;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // The mock places the order, then the answer never arrives (a dropped connection).
    server.use(
      http.post(
        "*/api/v1/orders/checkout",
        async ({ request }) => {
          await getResponse(handlers, request.clone());
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const keys = recordCheckoutKeys();
    const { submit } = checkout();

    await expect(submit(checkoutBody(CART_UUID))).rejects.toThrow();
    const uuid = await submit(checkoutBody(CART_UUID));

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(db.orders).toHaveLength(ordersBefore + 1);
    expect(uuid).toBe(db.orders[0]?.uuid);
  });

  it("keeps the key through failures of the same body and starts a new attempt when it changes", async () => {
    signInAs("customer");
    const keys = recordCheckoutKeys();
    const { submit } = checkout();

    // The cart is empty: 409, and the key stays with the attempt.
    await expect(submit(checkoutBody(CART_UUID))).rejects.toBeInstanceOf(ApiError);
    await expect(submit(checkoutBody(CART_UUID))).rejects.toMatchObject({ status: 409 });
    const changed = checkoutBody(CART_UUID, { customerName: "Amina K." });
    await expect(submit(changed)).rejects.toMatchObject({ status: 409 });
    await fillCart();
    await expect(submit(changed)).resolves.toMatch(UUID);

    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
  });

  it("uses a new key for the next checkout after a success, even with the same body", async () => {
    signInAs("customer");
    const keys = recordCheckoutKeys();
    const { submit } = checkout();

    await fillCart();
    const first = await submit(checkoutBody(CART_UUID));
    await fillCart();
    const second = await submit(checkoutBody(CART_UUID));

    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(second).not.toBe(first);
  });

  it("invalidates the cart once the order is placed", async () => {
    signInAs("customer");
    await fillCart();
    const { queryClient, submit } = checkout();
    queryClient.setQueryData(cartKeys.detail(), emptyCartFixture());

    await submit(checkoutBody(CART_UUID));

    expect(queryClient.getQueryState(cartKeys.detail())?.isInvalidated).toBe(true);
  });
});
