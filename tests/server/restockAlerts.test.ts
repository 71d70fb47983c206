import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { products } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import {
  drawsRestock,
  restockDrawnProducts,
  runRestockTick,
  tellRestockedCustomers,
} from "../../server/modules/catalog/restocks";
import { signInCustomer, signInGuest, type SignedIn } from "./support/auth";
import { insertProduct, removeCartFixtures, testDb, type TestProduct } from "./support/cart";
import { expectContract } from "./support/contract";
import { takeSmsNews, textsTo } from "./support/replacements";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/**
 * Back-in-stock alerts (docs/restock-alerts.md): customers ask once per product, a restock spends
 * every request of the product and tells each customer once (the inbox, and a text with
 * Personalized SMS on), and a second restock is silent unless the customer asked again. Every
 * test restocks products of its own, out of stock when written.
 */

type Inbox = Schemas["NotificationInbox"];

const outOfStock = (label: string) =>
  insertProduct({ label, priceCents: 300, stockStatus: "OUT_OF_STOCK" });

async function subscribe(token: string | undefined, productId: number) {
  const response = await callApi("POST", `/catalog/ui/products/${productId}`, { token });
  expectContract("requestRestockNotification", response);
  return response;
}

async function unsubscribe(token: string | undefined, productId: number) {
  const response = await callApi(
    "DELETE",
    `/catalog/ui/products/${productId}/restock-notification`,
    { token },
  );
  expectContract("cancelRestockNotification", response);
  return response;
}

async function restock(productId: number) {
  const response = await callApi("POST", `/dev/products/${productId}/restock`);
  expectContract("restockProduct", response);
  return response;
}

async function inboxOf(customer: SignedIn): Promise<Inbox> {
  const response = await callApi("GET", "/users/ui/notifications", { token: customer.token });
  expectContract("listNotifications", response);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["NotificationInboxResponse"]).data;
}

const restockNews = (inbox: Inbox, product: TestProduct) =>
  inbox.notifications.filter((note) => note.kind === "RESTOCK" && note.productId === product.id);

const link = (product: TestProduct) => `http://localhost:8080/products/${product.id}/detail`;

async function textsAbout(customer: SignedIn, product: TestProduct) {
  return (await textsTo(customer.phone)).filter((text) => text.includes(link(product)));
}

async function requestsOf(productId: number) {
  const db = await testDb();
  const result = await db.execute<{ userId: number }>(
    sql`select user_id as "userId" from restock_requests where product_id = ${productId}`,
  );
  return result.rows.map((row) => Number(row.userId));
}

/** Another writer's restock (an admin, the seed): the product is in stock, nobody told yet. */
async function setStock(product: TestProduct, stockStatus: string) {
  await (await testDb()).update(products).set({ stockStatus }).where(eq(products.id, product.id));
}

beforeAll(async () => {
  await getTestApp();
});

afterAll(removeCartFixtures);

describe("asking to be told (requestRestockNotification, cancelRestockNotification)", () => {
  it("needs a signed-in customer: no session is 401, a guest 403 asked to sign in", async () => {
    const product = await outOfStock("Restock guest");
    expect((await subscribe(undefined, product.id)).statusCode).toBe(401);
    const guest = await signInGuest();
    const refused = await subscribe(guest.token, product.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Sign in to be told when this product is back." });
    const cancel = await unsubscribe(guest.token, product.id);
    expect(cancel.statusCode).toBe(403);
    expect(await requestsOf(product.id)).toEqual([]);
  });

  it("keeps one request per customer and product however often they ask", async () => {
    const product = await outOfStock("Restock twice");
    const customer = await signInCustomer();
    for (let i = 0; i < 3; i += 1) {
      expect((await subscribe(customer.token, product.id)).statusCode).toBe(204);
    }
    expect(await requestsOf(product.id)).toEqual([customer.user.id]);
  });

  it("refuses a product in stock with 409 and an unknown one with 404", async () => {
    const customer = await signInCustomer();
    const inStock = await insertProduct({ label: "Restock in stock", priceCents: 100 });
    expect((await subscribe(customer.token, inStock.id)).statusCode).toBe(409);
    expect((await subscribe(customer.token, 99_999_999)).statusCode).toBe(404);
    expect((await unsubscribe(customer.token, 99_999_999)).statusCode).toBe(404);
  });

  it("cancels in one click, and cancelling what was never asked is no error", async () => {
    const product = await outOfStock("Restock cancel");
    const customer = await signInCustomer();
    expect((await unsubscribe(customer.token, product.id)).statusCode).toBe(204);
    expect((await subscribe(customer.token, product.id)).statusCode).toBe(204);
    expect((await unsubscribe(customer.token, product.id)).statusCode).toBe(204);
    expect(await requestsOf(product.id)).toEqual([]);
    expect((await unsubscribe(customer.token, product.id)).statusCode).toBe(204);
  });
});

describe("a restock tells each waiting customer once", () => {
  it("writes the inbox and texts those with Personalized SMS on, once each", async () => {
    const product = await outOfStock("Restock basmati");
    const texted = await signInCustomer();
    await takeSmsNews(texted.token);
    const inboxOnly = await signInCustomer();
    const cancelled = await signInCustomer();
    await takeSmsNews(cancelled.token);
    for (const customer of [texted, inboxOnly, cancelled]) {
      expect((await subscribe(customer.token, product.id)).statusCode).toBe(204);
    }
    await unsubscribe(cancelled.token, product.id);

    expect((await restock(product.id)).statusCode).toBe(204);

    const [news] = restockNews(await inboxOf(texted), product);
    expect(news).toEqual({
      id: expect.any(Number),
      kind: "RESTOCK",
      title: "Back in stock",
      body: `${product.name} is back in stock.`,
      createdAt: expect.any(String),
      isRead: false,
      productId: product.id,
      orderUuid: null,
    });
    expect(await textsAbout(texted, product)).toEqual([
      `${product.name} is back in stock: ${link(product)}`,
    ]);
    expect(restockNews(await inboxOf(inboxOnly), product)).toHaveLength(1);
    expect(await textsAbout(inboxOnly, product)).toEqual([]);
    expect(restockNews(await inboxOf(cancelled), product)).toEqual([]);
    expect(await textsAbout(cancelled, product)).toEqual([]);
    expect(await requestsOf(product.id)).toEqual([]);

    // The product is in the store's listings now: asking again is a 409, restocking too.
    expect((await subscribe(texted.token, product.id)).statusCode).toBe(409);
    expect((await restock(product.id)).statusCode).toBe(409);
  });

  it("stays silent at the next restock unless the customer asked again", async () => {
    const product = await outOfStock("Restock again");
    const again = await signInCustomer();
    await takeSmsNews(again.token);
    const once = await signInCustomer();
    await takeSmsNews(once.token);
    await subscribe(again.token, product.id);
    await subscribe(once.token, product.id);
    await restock(product.id);

    await setStock(product, "OUT_OF_STOCK");
    await subscribe(again.token, product.id);
    expect((await restock(product.id)).statusCode).toBe(204);
    // The tick that follows finds nothing left to tell.
    await tellRestockedCustomers((await getTestApp()).context);

    expect(restockNews(await inboxOf(again), product)).toHaveLength(2);
    expect(await textsAbout(again, product)).toHaveLength(2);
    expect(restockNews(await inboxOf(once), product)).toHaveLength(1);
    expect(await textsAbout(once, product)).toHaveLength(1);
  });

  it("tells of another writer's restock at the next tick", async () => {
    const { context } = await getTestApp();
    const product = await outOfStock("Restock by hand");
    const customer = await signInCustomer();
    await takeSmsNews(customer.token);
    await subscribe(customer.token, product.id);
    await setStock(product, "IN_STOCK");
    expect(restockNews(await inboxOf(customer), product)).toEqual([]);

    await runRestockTick(context);
    await runRestockTick(context);
    expect(restockNews(await inboxOf(customer), product)).toHaveLength(1);
    expect(await textsAbout(customer, product)).toHaveLength(1);
  });

  it("tells each customer once when two ticks run at the same time", async () => {
    const { context } = await getTestApp();
    const product = await outOfStock("Restock racing");
    const customers = await Promise.all([1, 2, 3].map(() => signInCustomer()));
    for (const customer of customers) {
      await takeSmsNews(customer.token);
      await subscribe(customer.token, product.id);
    }
    await setStock(product, "IN_STOCK");
    const told = await Promise.all([
      tellRestockedCustomers(context),
      tellRestockedCustomers(context),
    ]);
    expect(told.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(3);
    for (const customer of customers) {
      expect(restockNews(await inboxOf(customer), product)).toHaveLength(1);
      expect(await textsAbout(customer, product)).toHaveLength(1);
    }
  });

  it("answers 404 for an unknown product, and does not exist in production", async () => {
    expect((await restock(99_999_999)).statusCode).toBe(404);
    const product = await outOfStock("Restock production");
    const { context } = await getTestApp();
    context.config.production = true;
    try {
      const response = await restock(product.id);
      expect(response.statusCode).toBe(404);
    } finally {
      context.config.production = false;
    }
    const [row] = await (
      await testDb()
    )
      .select({ stockStatus: products.stockStatus })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.stockStatus).toBe("OUT_OF_STOCK");
  });
});

describe("the simulated store's restocks (CATALOG_RESTOCK_RATE)", () => {
  it("is off in tests and without the simulator, 1 % a minute otherwise, and checked", () => {
    expect(loadConfig({ NODE_ENV: "test" }).catalogRestockRate).toBe(0);
    expect(loadConfig({ FULFILMENT_SIMULATOR: "off" }).catalogRestockRate).toBe(0);
    expect(loadConfig({}).catalogRestockRate).toBe(0.01);
    expect(loadConfig({ NODE_ENV: "test", CATALOG_RESTOCK_RATE: "0.5" }).catalogRestockRate).toBe(
      0.5,
    );
    expect(() => loadConfig({ CATALOG_RESTOCK_RATE: "2" })).toThrow(
      'CATALOG_RESTOCK_RATE="2" is not a limit: use a number from 0 to 1 (0 turns it off).',
    );
    expect(() => loadConfig({ CATALOG_RESTOCK_RATE: "often" })).toThrow(/CATALOG_RESTOCK_RATE/);
  });

  it("links texts to PUBLIC_URL, the store's own address unless set", () => {
    expect(loadConfig({}).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "3000" }).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ PUBLIC_URL: "https://shop.example.com/" }).publicUrl).toBe(
      "https://shop.example.com",
    );
    for (const wrong of ["shop.example.com", "ftp://shop.example.com", "https://x.com/shop"]) {
      expect(() => loadConfig({ PUBLIC_URL: wrong })).toThrow(/^PUBLIC_URL=".*" is not an origin/);
    }
  });

  it("draws the same products each minute on every run, at about the rate", () => {
    const ids = Array.from({ length: 4000 }, (_, index) => index + 1);
    const drawn = ids.filter((id) => drawsRestock(id, 29_000_000, 0.1));
    expect(drawn).toEqual(ids.filter((id) => drawsRestock(id, 29_000_000, 0.1)));
    expect(drawn.length / ids.length).toBeGreaterThan(0.08);
    expect(drawn.length / ids.length).toBeLessThan(0.12);
    const nextMinute = ids.filter((id) => drawsRestock(id, 29_000_001, 0.1));
    expect(nextMinute).not.toEqual(drawn);
    expect(ids.some((id) => drawsRestock(id, 29_000_000, 0))).toBe(false);
    expect(ids.every((id) => drawsRestock(id, 29_000_000, 1))).toBe(true);
  });

  it("restocks the drawn products of the minute, and their customers are told at the tick", async () => {
    const { context } = await getTestApp();
    const fixtures = await Promise.all(
      Array.from({ length: 30 }, (_, index) => outOfStock(`Restock pace ${index}`)),
    );
    const customer = await signInCustomer();
    for (const product of fixtures) await subscribe(customer.token, product.id);
    const among = fixtures.map((product) => product.id).sort((a, b) => a - b);
    // The rate the tick reads is 0 in tests: nothing comes back by itself.
    expect(await restockDrawnProducts(context, { among })).toEqual([]);

    const minute = Math.floor(context.now().getTime() / 60_000);
    const expected = among.filter((id) => drawsRestock(id, minute, 0.5));
    const restocked = await restockDrawnProducts(context, { among, rate: 0.5 });
    // The minute may turn between the two draws: then the next minute's draw is the one made.
    const drawnIn = (at: number) => among.filter((id) => drawsRestock(id, at, 0.5));
    expect([expected, drawnIn(minute + 1)]).toContainEqual(restocked);
    expect(restocked.length).toBeGreaterThan(0);
    expect(restocked.length).toBeLessThan(among.length);

    await tellRestockedCustomers(context);
    const told = (await inboxOf(customer)).notifications
      .filter((note) => note.kind === "RESTOCK")
      .map((note) => note.productId);
    expect([...told].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(restocked);
  });
});
