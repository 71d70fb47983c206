import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse as InjectResponse } from "fastify";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { productRequests } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { signInCustomer, signInGuest, uniqueIp } from "./support/auth";
import { db, rows } from "./support/catalog";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

type ProductRequest = Schemas["ProductRequest"];

const HOUR_MS = 60 * 60 * 1000;

// Building the seeded app can outlast a test's timeout; hooks get longer.
beforeAll(async () => {
  await getTestApp();
});

afterEach(async () => {
  (await getTestApp()).clock.reset();
});

/** Asks for a product from a network of its own unless `ip` is given; checks the contract. */
async function ask(body: unknown, options: { token?: string; ip?: string } = {}) {
  const response = await callApi("POST", "/catalog/ui/product-requests", {
    body,
    ip: options.ip ?? uniqueIp(),
    ...(options.token ? { token: options.token } : {}),
  });
  expectContract("requestMissingProduct", response);
  return response;
}

function created(response: InjectResponse): ProductRequest {
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Schemas["ProductRequestResponse"]).data;
}

async function storedRow(id: number) {
  const [row] = await (await db()).select().from(productRequests).where(eq(productRequests.id, id));
  if (!row) throw new Error(`No product request ${id}`);
  return row;
}

const retryAfter = (response: InjectResponse) => Number(response.headers["retry-after"]);

describe("POST /catalog/ui/product-requests", () => {
  it("stores a visitor's request without a user, with the network it came from", async () => {
    const ip = uniqueIp();
    const request = created(
      await ask({ productName: "Kashmiri saffron 1 g", note: "Lion brand" }, { ip }),
    );
    expect(request).toEqual({
      id: expect.any(Number),
      productName: "Kashmiri saffron 1 g",
      note: "Lion brand",
      createdAt: expect.any(String),
    });
    const { clock } = await getTestApp();
    expect(Math.abs(Date.parse(request.createdAt) - clock.now().getTime())).toBeLessThan(60_000);
    const row = await storedRow(request.id);
    expect(row).toMatchObject({ userId: null, ip, productName: "Kashmiri saffron 1 g" });
  });

  it("links the request to the session's user, guest or customer", async () => {
    const guest = await signInGuest();
    const fromGuest = created(await ask({ productName: "Jaggery powder" }, { token: guest.token }));
    expect((await storedRow(fromGuest.id)).userId).toBe(guest.user.id);

    const customer = await signInCustomer();
    const fromCustomer = created(
      await ask({ productName: "Curry leaves" }, { token: customer.token }),
    );
    expect((await storedRow(fromCustomer.id)).userId).toBe(customer.user.id);
  });

  it("trims both texts and stores a missing, empty or blank note as null", async () => {
    const trimmed = created(
      await ask({ productName: "  Ajwain seeds \n", note: "\t 200 g pack  " }),
    );
    expect(trimmed).toMatchObject({ productName: "Ajwain seeds", note: "200 g pack" });
    expect(await storedRow(trimmed.id)).toMatchObject({
      productName: "Ajwain seeds",
      note: "200 g pack",
    });

    for (const body of [
      { productName: "Kokum" },
      { productName: "Kokum", note: "" },
      { productName: "Kokum", note: "   " },
    ]) {
      const request = created(await ask(body));
      expect(request.note).toBeNull();
      expect((await storedRow(request.id)).note).toBeNull();
    }
  });

  it("answers 422 to a name that is blank once trimmed, and stores nothing", async () => {
    const ip = uniqueIp();
    const response = await ask({ productName: "   ", note: "anything at all" }, { ip });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("Please enter the product name.");
    expect(await rows(sql`select 1 from product_requests where ip = ${ip}`)).toHaveLength(0);
  });

  it.each([
    ["a missing name", { note: "Some note" }, "productName"],
    ["an empty name", { productName: "" }, "productName"],
    ["a name over 100 characters", { productName: "r".repeat(101) }, "productName"],
    ["a note over 500 characters", { productName: "Rice", note: "n".repeat(501) }, "note"],
    ["a name that is not text", { productName: { text: "Rice" } }, "productName"],
    ["a property the contract lacks", { productName: "Rice", price: 3 }, "price"],
  ])("answers 400 to %s, naming the field", async (_case, body, field) => {
    const response = await ask(body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it("answers 400 to text holding the NUL character", async () => {
    expect((await ask({ productName: "Ri\u0000ce" })).statusCode).toBe(400);
    expect((await ask({ productName: "Rice", note: "\u0000" })).statusCode).toBe(400);
  });

  it("accepts the longest name and note the contract allows", async () => {
    const request = created(await ask({ productName: "p".repeat(100), note: "n".repeat(500) }));
    expect(request.productName).toHaveLength(100);
    expect(request.note).toHaveLength(500);
  });

  it("answers 401 to a bad token instead of treating the caller as a visitor", async () => {
    const response = await ask({ productName: "Rice" }, { token: "revoked-or-made-up" });
    expect(response.statusCode).toBe(401);
  });

  it("limits a user to 10 requests per hour, from every network", async () => {
    const { token } = await signInGuest();
    for (let sent = 1; sent <= 10; sent += 1) {
      created(await ask({ productName: `Product ${sent}` }, { token }));
    }
    const capped = await ask({ productName: "One too many" }, { token });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/try again later/);
    expect(retryAfter(capped)).toBeGreaterThan(3500);
    expect(retryAfter(capped)).toBeLessThanOrEqual(3600);
    // A blank name is refused before the limit is counted.
    expect((await ask({ productName: " " }, { token })).statusCode).toBe(422);

    (await getTestApp()).clock.advance(HOUR_MS);
    created(await ask({ productName: "An hour later" }, { token }));
  });

  it("limits a network to 20 requests per hour, whatever the sessions", async () => {
    const ip = uniqueIp();
    const { token } = await signInGuest();
    for (let sent = 1; sent <= 20; sent += 1) {
      // Half of them from a guest: its requests count for its network too.
      const options = sent % 2 === 0 ? { ip, token } : { ip };
      created(await ask({ productName: `Product ${sent}` }, options));
    }
    const capped = await ask({ productName: "One too many" }, { ip });
    expect(capped.statusCode).toBe(429);
    expect(retryAfter(capped)).toBeGreaterThan(3500);
    const fresh = await signInGuest();
    expect((await ask({ productName: "New guest" }, { ip, token: fresh.token })).statusCode).toBe(
      429,
    );
    // Another network is not affected.
    created(await ask({ productName: "Elsewhere" }));
  });

  it("keeps a request when its user row goes, without the user", async () => {
    const guest = await signInGuest();
    const request = created(await ask({ productName: "Amla candy" }, { token: guest.token }));
    await rows(sql`delete from users where id = ${guest.user.id}`);
    expect(await storedRow(request.id)).toMatchObject({ userId: null, productName: "Amla candy" });
  });

  it("keeps the wish but not the person when a customer deletes the account", async () => {
    const customer = await signInCustomer();
    const request = created(
      await ask({ productName: "Methi leaves", note: "Call me on 555" }, { token: customer.token }),
    );
    const deleted = await callApi("DELETE", "/users/customer/profile", { token: customer.token });
    expectContract("deleteAccount", deleted);
    expect(deleted.statusCode).toBe(204);
    expect(await storedRow(request.id)).toMatchObject({
      userId: null,
      note: null,
      ip: "",
      productName: "Methi leaves",
    });
  });

  it("hands a guest's requests to the customer who signs in on that device", async () => {
    const guest = await signInGuest();
    const request = created(await ask({ productName: "Kasuri methi" }, { token: guest.token }));
    const customer = await signInCustomer({ deviceId: guest.deviceId });
    expect((await storedRow(request.id)).userId).toBe(customer.user.id);
  });
});
