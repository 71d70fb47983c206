import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "@/api/client";
import { server } from "../node";
import { contractOperations } from "../../../tests/mocks/contract";
import { asForm, exampleCalls } from "../../../tests/mocks/exampleCalls";
import { client, signInAs, serveMockApiInEachTest } from "../../../tests/mocks/setup";
import { schemaErrors } from "../../../tests/mocks/validator";
import { SUPPORT_THREAD_UUID, supportUploadFixture } from "../fixtures";
import { scenarios } from ".";
import { MOCK_AGENT_REPLY, MOCK_AGENT_REPLY_DELAY_MS } from "./replies";

serveMockApiInEachTest();

const operations = contractOperations();
type Tag = keyof typeof scenarios;

function isTag(tag: string): tag is Tag {
  return Object.hasOwn(scenarios, tag);
}

function callOf(operationId: string) {
  const call = Object.entries(exampleCalls).find(([id]) => id === operationId)?.[1];
  if (!call) throw new Error(`No example call for ${operationId}`);
  return call;
}

describe("scenarios.<tag>.serverError", () => {
  it.each(operations.map((operation) => [operation.tag, operation.operationId] as const))(
    "%s: %s answers 500 with the error body",
    async (tag, operationId) => {
      if (!isTag(tag)) throw new Error(`No scenarios for the tag ${tag}`);
      signInAs("customer");
      server.use(...scenarios[tag].serverError);
      const { response, error } = await callOf(operationId)(client);
      expect(response.status).toBe(500);
      expect(schemaErrors("#/components/schemas/Error", error)).toEqual([]);
    },
  );
});

describe("scenarios.<tag>.loading and networkError", () => {
  const quickClient = createApiClient({ baseUrl: "http://localhost/api/v1", timeoutMs: 50 });

  it("never answers while loading", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(...scenarios.catalog.loading);
    await expect(quickClient.GET("/catalog/ui/categories")).rejects.toThrow(/timed out/);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("timed out"));
    log.mockRestore();
  });

  it("fails the fetch itself on a network error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(...scenarios.support.networkError);
    await expect(client.GET("/support/ethnicities")).rejects.toThrow();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Network error"), expect.anything());
    log.mockRestore();
  });
});

describe("named scenarios", () => {
  it("cart.empty gives an empty cart, whatever the state holds", async () => {
    signInAs("customer");
    await client.POST("/cart/items/replace", { body: { productId: 101, qty: 2 } });
    server.use(...scenarios.cart.empty);
    const { data } = await client.GET("/cart");
    expect(data?.data).toMatchObject({ cartItems: [], formattedTotal: "$0.00" });
    expect((await client.GET("/cart/items/saved-for-later")).data?.data).toEqual([]);
  });

  it("cart.withItems gives a cart with lines and consistent totals", async () => {
    signInAs("customer");
    server.use(...scenarios.cart.withItems);
    const { data } = await client.GET("/cart");
    expect(data?.data.cartItems.length).toBeGreaterThan(0);
    expect(schemaErrors("#/components/schemas/CartResponse", data)).toEqual([]);
  });

  it("cart.updateFails answers 500 to replace-item with the spec's message", async () => {
    signInAs("customer");
    server.use(...scenarios.cart.updateFails);
    const { response, error } = await client.POST("/cart/items/replace", {
      body: { productId: 101, qty: 1 },
    });
    expect(response.status).toBe(500);
    expect(error).toEqual({ message: "Failed to update cart. Please try again." });
  });

  it("catalog.emptySearch finds no products and no tags", async () => {
    server.use(...scenarios.catalog.emptySearch);
    const products = await client.GET("/catalog/ui/products", {
      params: { query: { name: "rice" } },
    });
    expect(products.data).toMatchObject({ data: [], meta: { currentPage: 1, totalPages: 0 } });
    expect(products.data?.filterCounts.every(({ count }) => count === 0)).toBe(true);
    const tags = await client.GET("/catalog/ui/tags/search", { params: { query: { name: "ri" } } });
    expect(tags.data?.data).toEqual([]);
  });

  it("catalog.productNotFound answers 404 for a product that exists", async () => {
    server.use(...scenarios.catalog.productNotFound);
    const { response } = await client.GET("/catalog/ui/products/{id}", {
      params: { path: { id: 101 } },
    });
    expect(response.status).toBe(404);
  });

  it("catalog.notifyFails answers 500 to the restock request", async () => {
    signInAs("customer");
    server.use(...scenarios.catalog.notifyFails);
    const { response } = await client.POST("/catalog/ui/products/{id}", {
      params: { path: { id: 104 } },
    });
    expect(response.status).toBe(500);
  });

  it("orders.empty, promotion.noCoupons and support.noEthnicities answer empty lists", async () => {
    signInAs("customer");
    server.use(...scenarios.orders.empty, ...scenarios.promotion.noCoupons);
    server.use(...scenarios.support.noEthnicities);
    expect((await client.GET("/orders/ui")).data?.data).toEqual([]);
    expect((await client.GET("/promotion/ui/coupons")).data?.data).toEqual([]);
    expect((await client.GET("/support/ethnicities")).data?.data).toEqual([]);
  });

  it("an override of a path with a parameter leaves the fixed path beside it alone", async () => {
    signInAs("customer");
    server.use(...scenarios.orders.orderNotFound);
    const { response } = await client.GET("/orders/ui/previously-bought-items");
    expect(response.status).toBe(200);
  });

  it("checkout.sandboxCardDeclined declines even a good test card", async () => {
    signInAs("customer");
    server.use(...scenarios.checkout.sandboxCardDeclined);
    const { response, error } = await client.POST("/orders/checkout/sandbox/confirm-card", {
      body: {
        clientSecret: "seti_mock_1_secret_storefront",
        cardNumber: "4242424242424242",
        expMonth: 12,
        expYear: 2030,
        cvc: "123",
      },
    });
    expect(response.status).toBe(422);
    expect(error).toEqual({ message: "Your card was declined." });
  });

  it("chat.fileTooLarge answers 413 to any file", async () => {
    signInAs("customer");
    server.use(...scenarios.chat.fileTooLarge);
    const { response, error } = await client.POST("/users/customer/support/chat/ui/messages", {
      body: { threadId: SUPPORT_THREAD_UUID, type: "FILE", file: supportUploadFixture() },
      bodySerializer: asForm,
    });
    expect(response.status).toBe(413);
    expect(schemaErrors("#/components/schemas/Error", error)).toEqual([]);
  });

  it("chat.supportAgentReplies: the agent answers a message a moment later", async () => {
    signInAs("customer");
    server.use(...scenarios.chat.supportAgentReplies);
    const list = async () =>
      (
        await client.GET("/users/customer/support/chat/ui/messages", {
          params: { query: { threadId: SUPPORT_THREAD_UUID } },
        })
      ).data?.data.map((message) => message.message);
    const sent = await client.POST("/users/customer/support/chat/ui/messages", {
      body: { threadId: SUPPORT_THREAD_UUID, type: "TEXT", message: "Where is my order?" },
      bodySerializer: asForm,
    });
    expect(sent.response.status).toBe(201);
    expect((await list())?.at(-1)).toBe("Where is my order?");
    await vi.waitFor(async () => expect((await list())?.at(-1)).toBe(MOCK_AGENT_REPLY), {
      timeout: MOCK_AGENT_REPLY_DELAY_MS * 3,
    });
  });

  it("resetHandlers drops a scenario", async () => {
    signInAs("customer");
    server.use(...scenarios.cart.updateFails);
    server.resetHandlers();
    const { response } = await client.POST("/cart/items/replace", {
      body: { productId: 101, qty: 1 },
    });
    expect(response.status).toBe(200);
  });
});
