import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cartItems, carts, products, savedItems, users } from "../../server/db/schema";
import { buildApp } from "../../server/app";
import type { Database } from "../../server/db/client";
import { loadConfig } from "../../server/config";
import type { Schemas } from "../../server/http/types";
import { latestCode, sendCode, signInCustomer, signInGuest, uniqueIp } from "./support/auth";
import { expectContract } from "./support/contract";
import { callApi, uniqueDeviceId, uniquePhone } from "./support/requests";
import { getTestApp } from "./support/testApp";

const INVALID_CODE = "The code is invalid or has expired. Request a new one.";

async function advanceClock(ms: number) {
  (await getTestApp()).clock.advance(ms);
}

// Building the seeded app can outlast a test's timeout; hooks get longer.
beforeAll(async () => {
  await getTestApp();
});

afterEach(async () => {
  (await getTestApp()).clock.reset();
});

async function send(recipient: string, ip = uniqueIp()) {
  const response = await callApi("POST", "/auth/login-by-phone", { body: { recipient }, ip });
  expectContract("loginByPhone", response);
  return response;
}

async function verify(recipient: string, otp: string, deviceId = uniqueDeviceId()) {
  const response = await callApi("POST", "/auth/login-by-phone/verify", {
    body: { recipient, otp, deviceId },
    ip: uniqueIp(),
  });
  expectContract("verifyLoginByPhone", response);
  return response;
}

async function logout(token: string) {
  const response = await callApi("POST", "/auth/logout", { token });
  expectContract("logout", response);
  return response;
}

/** A code that is certainly not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

function retryAfter(response: { headers: Record<string, unknown> }): number {
  return Number(response.headers["retry-after"]);
}

describe("sign-in by phone", () => {
  it("texts a 4-digit code that signs a new customer in, and the token works until logout", async () => {
    const phone = uniquePhone();
    const sent = await send(phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      data: { recipient: phone, expiresInSeconds: 600, resendAfterSeconds: 30 },
    });

    const response = await verify(phone, await latestCode(phone));
    expect(response.statusCode).toBe(200);
    const { token, user } = (response.json() as Schemas["AuthSessionResponse"]).data;
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(user).toEqual({
      id: expect.any(Number),
      firstName: null,
      email: null,
      phone,
      isGuestUser: false,
    });

    expect((await logout(token)).statusCode).toBe(204);
    expect((await logout(token)).statusCode).toBe(401);
  });

  it("signs the same customer in again with a new token", async () => {
    const first = await signInCustomer();
    await advanceClock(31_000);
    const second = await signInCustomer({ phone: first.phone });
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
    expect((await logout(first.token)).statusCode).toBe(204);
    expect((await logout(second.token)).statusCode).toBe(204);
  });

  it.each([
    ["loginByPhone", "/auth/login-by-phone", {}],
    ["loginByPhone", "/auth/login-by-phone", { recipient: "12345" }],
    ["loginByPhone", "/auth/login-by-phone", { recipient: "+12125550123", extra: true }],
    [
      "verifyLoginByPhone",
      "/auth/login-by-phone/verify",
      { recipient: "+12125550123", otp: "12a4", deviceId: "device-0001" },
    ],
    [
      "verifyLoginByPhone",
      "/auth/login-by-phone/verify",
      { recipient: "+12125550123", otp: "12345", deviceId: "device-0001" },
    ],
    [
      "verifyLoginByPhone",
      "/auth/login-by-phone/verify",
      { recipient: "+12125550123", otp: "1234" },
    ],
    ["guestLogin", "/auth/guest-login", {}],
    ["guestLogin", "/auth/guest-login", { deviceId: "short" }],
  ])("%s answers 400 with the errors for %s %j", async (operationId, url, body) => {
    const response = await callApi("POST", url, { body, ip: uniqueIp() });
    expectContract(operationId, response);
    expect(response.statusCode).toBe(400);
    expect((response.json() as Schemas["Error"]).errors?.length).toBeGreaterThan(0);
  });

  it.each(["+10234567890", "+11234567890", "+15555550123", "+99912345678"])(
    "answers 400 'Please enter a valid phone number' for %s, of the pattern but of no plan, and texts nothing",
    async (recipient) => {
      const response = await callApi("POST", "/auth/login-by-phone", {
        body: { recipient },
        ip: uniqueIp(),
      });
      expectContract("loginByPhone", response);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Please enter a valid phone number",
        errors: ["body.recipient is not a valid phone number"],
      });
      const outbox = await callApi(
        "GET",
        `/dev/sms-outbox?recipient=${encodeURIComponent(recipient)}`,
      );
      expect((outbox.json() as Schemas["SmsMessageListResponse"]).data).toEqual([]);
    },
  );

  it("answers 422 for a wrong code, and for a phone that never got one", async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const wrong = await verify(phone, wrongCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: INVALID_CODE });

    const never = await verify(uniquePhone(), "1234");
    expect(never.statusCode).toBe(422);
    // The right code still works after one wrong guess.
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it("voids a code after five wrong guesses: even the right one then answers 429", async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(phone, wrongCode(code))).statusCode).toBe(422);
    }
    const locked = await verify(phone, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: "Too many wrong codes. Request a new code." });
    // A new code may be sent 30 s after the last one.
    expect(retryAfter(locked)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(locked)).toBeLessThanOrEqual(30);

    await advanceClock(31_000);
    const next = await sendCode(phone);
    expect((await verify(phone, next)).statusCode).toBe(200);
  });

  it("accepts a code once", async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    const again = await verify(phone, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: INVALID_CODE });
  });

  it("refuses a code after its 10 minutes", async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    await advanceClock(11 * 60_000);
    const expired = await verify(phone, code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ message: INVALID_CODE });
  });

  it("voids the previous code when a new one is sent", async () => {
    const phone = uniquePhone();
    const old = await sendCode(phone);
    let current = old;
    // Two random codes are equal one time in 10,000; ask again until they differ.
    while (current === old) {
      await advanceClock(31_000);
      current = await sendCode(phone);
    }
    expect((await verify(phone, old)).statusCode).toBe(422);
    expect((await verify(phone, current)).statusCode).toBe(200);
  });

  it("answers the same to a phone with an account and to a new one", async () => {
    const customer = await signInCustomer();
    await advanceClock(31_000);
    const known = await send(customer.phone);
    const fresh = uniquePhone();
    const unknown = await send(fresh);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const { data: knownData } = known.json() as Schemas["LoginOtpSentResponse"];
    const { data: unknownData } = unknown.json() as Schemas["LoginOtpSentResponse"];
    expect({ ...knownData, recipient: fresh }).toEqual(unknownData);
  });

  it("answers 500 with a message when the SMS gateway fails", async () => {
    const { context } = await getTestApp();
    const sms = context.sms;
    context.sms = {
      name: "twilio",
      send: async () => {
        throw new Error("gateway down");
      },
    };
    try {
      const response = await send(uniquePhone());
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: "Failed to send the code. Please try again." });
    } finally {
      context.sms = sms;
    }
  });
});

describe("sending limits", () => {
  it("allows one code per 30 s and five per hour for a phone", async () => {
    const phone = uniquePhone();
    expect((await send(phone)).statusCode).toBe(200);

    const tooSoon = await send(phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(retryAfter(tooSoon)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(tooSoon)).toBeLessThanOrEqual(30);

    for (let sent = 2; sent <= 5; sent += 1) {
      await advanceClock(31_000);
      expect((await send(phone)).statusCode).toBe(200);
    }
    await advanceClock(31_000);
    const sixth = await send(phone);
    expect(sixth.statusCode).toBe(429);
    // Until the first send of the hour leaves the window: 3600 s minus the 5 × 31 s that passed.
    expect(retryAfter(sixth)).toBeGreaterThan(3600 - 5 * 31 - 5);
    expect(retryAfter(sixth)).toBeLessThanOrEqual(3600 - 5 * 31 + 1);

    await advanceClock(retryAfter(sixth) * 1000);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it("allows ten codes a day for a phone, whatever the hours between them", async () => {
    const phone = uniquePhone();
    for (let sent = 1; sent <= 10; sent += 1) {
      expect((await send(phone)).statusCode, `code ${sent}`).toBe(200);
      // Past the hourly cap's window each time: only the daily cap can refuse.
      await advanceClock(2 * 60 * 60 * 1000);
    }
    const eleventh = await send(phone);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      message: "Too many codes were requested for this number today. Please try again tomorrow.",
    });
    // The first code of the day leaves the window 24 h after it was sent: 4 h from now.
    expect(retryAfter(eleventh)).toBeGreaterThan(4 * 3600 - 5);
    expect(retryAfter(eleventh)).toBeLessThanOrEqual(4 * 3600 + 1);

    await advanceClock(retryAfter(eleventh) * 1000);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it("caps the codes one network may request per hour, whatever the phones", async () => {
    const ip = uniqueIp();
    for (let sent = 1; sent <= 20; sent += 1) {
      expect((await send(uniquePhone(), ip)).statusCode).toBe(200);
    }
    const capped = await send(uniquePhone(), ip);
    expect(capped.statusCode).toBe(429);
    expect(retryAfter(capped)).toBeGreaterThan(3500);
    // Another network is not affected.
    expect((await send(uniquePhone())).statusCode).toBe(200);
  });

  it("keeps the network cap behind one trusted proxy, whatever X-Forwarded-For a client forges", async () => {
    const { context } = await getTestApp();
    // The store behind one load balancer (TRUST_PROXY=1), which appends the address it saw.
    const behindProxy = await buildApp({
      ...context,
      config: { ...context.config, trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy },
    });
    try {
      const client = uniqueIp();
      const sendThroughProxy = () =>
        behindProxy.inject({
          method: "POST",
          url: "/api/v1/auth/login-by-phone",
          headers: {
            "x-requested-with": "XMLHttpRequest",
            "x-forwarded-for": `${uniqueIp()}, ${client}`,
          },
          remoteAddress: "10.0.0.5",
          payload: { recipient: uniquePhone() },
        });
      for (let sent = 1; sent <= 20; sent += 1) {
        expect((await sendThroughProxy()).statusCode, `code ${sent}`).toBe(200);
      }
      const capped = await sendThroughProxy();
      expectContract("loginByPhone", capped);
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toEqual({
        message: "Too many codes were requested from this network. Please try again later.",
      });
    } finally {
      await behindProxy.close();
    }
  });

  it("locks a phone for 24 h after 10 wrong codes, from any device or network", async () => {
    const phone = uniquePhone();
    const first = await sendCode(phone);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(phone, wrongCode(first))).statusCode).toBe(422);
    }
    await advanceClock(31_000);
    const second = await sendCode(phone);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(phone, wrongCode(second))).statusCode).toBe(422);
    }
    await advanceClock(31_000);
    const third = await sendCode(phone);
    expect((await verify(phone, wrongCode(third))).statusCode).toBe(422);

    // Ten failures: the right code of a live code no longer helps, nor does a new code.
    const locked = await verify(phone, third);
    expect(locked.statusCode).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(24 * 3600 - 120);
    expect(retryAfter(locked)).toBeLessThanOrEqual(24 * 3600);
    await advanceClock(31_000);
    const refused = await send(phone);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(24 * 3600 - 120);

    await advanceClock(24 * 3600 * 1000);
    const fresh = await sendCode(phone);
    expect((await verify(phone, fresh)).statusCode).toBe(200);
  });
});

describe("guest sessions", () => {
  it("resumes the same guest for a device with a new token each time", async () => {
    const deviceId = uniqueDeviceId();
    const responses = [];
    for (let login = 0; login < 2; login += 1) {
      const response = await callApi("POST", "/auth/guest-login", {
        body: { deviceId },
        ip: uniqueIp(),
      });
      expectContract("guestLogin", response);
      expect(response.statusCode).toBe(200);
      responses.push((response.json() as Schemas["AuthSessionResponse"]).data);
    }
    const [first, second] = responses;
    expect(first?.user).toEqual({
      id: expect.any(Number),
      firstName: null,
      email: null,
      phone: null,
      isGuestUser: true,
    });
    expect(second?.user).toEqual(first?.user);
    expect(second?.token).not.toBe(first?.token);
    // Both sessions stay valid.
    expect((await logout(first?.token ?? "")).statusCode).toBe(204);
    expect((await logout(second?.token ?? "")).statusCode).toBe(204);
  });

  it("caps the guest sessions one network may start per hour", async () => {
    const ip = uniqueIp();
    for (let login = 1; login <= 60; login += 1) {
      const response = await callApi("POST", "/auth/guest-login", {
        body: { deviceId: uniqueDeviceId() },
        ip,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const capped = await callApi("POST", "/auth/guest-login", {
      body: { deviceId: uniqueDeviceId() },
      ip,
    });
    expectContract("guestLogin", capped);
    expect(capped.statusCode).toBe(429);
    expect(retryAfter(capped)).toBeGreaterThan(3500);
  });

  it("caps the guest sessions one device may start per hour, from any network, proxied or not", async () => {
    const deviceId = uniqueDeviceId();
    // From this machine (a proxy no TRUST_PROXY names: no network cap) and from networks of their own.
    const start = (login: number) =>
      callApi("POST", "/auth/guest-login", {
        body: { deviceId },
        ...(login % 2 === 0 ? {} : { ip: uniqueIp() }),
      });
    // At once, within the requests the store takes at a time (SHED_REQUESTS_IN_FLIGHT).
    const answers = await Promise.all(Array.from({ length: 22 }, (_, login) => start(login)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(20);
    const capped = answers.filter((answer) => answer.statusCode !== 200);
    for (const answer of capped) {
      expectContract("guestLogin", answer);
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({
        message: "Too many guest sessions were started on this device. Please try again later.",
      });
      expect(retryAfter(answer)).toBeGreaterThan(3500);
    }
    // Another device on the same networks is not held back.
    const other = await callApi("POST", "/auth/guest-login", {
      body: { deviceId: uniqueDeviceId() },
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it("counts a client behind a proxy on this machine by the address it forwards, without TRUST_PROXY", async () => {
    const client = uniqueIp();
    // The proxy on this machine appends the address it saw after whatever the client sent.
    const throughLocalProxy = (forwarded: string) =>
      callApi("POST", "/auth/guest-login", {
        body: { deviceId: uniqueDeviceId() },
        headers: { "x-forwarded-for": forwarded },
      });
    for (let login = 1; login <= 60; login += 1) {
      const answer = await throughLocalProxy(`${uniqueIp()}, ${client}`);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const capped = await throughLocalProxy(client);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({
      message: "Too many guest sessions were started from this network. Please try again later.",
    });
    // Another client behind the same proxy is not.
    expect((await throughLocalProxy(uniqueIp())).statusCode).toBe(200);
  });
});

describe("a store behind a proxy on another machine without TRUST_PROXY", () => {
  it("warns once that its clients count as one network", async () => {
    const { context } = await getTestApp();
    const warnings: string[] = [];
    const proxied = await buildApp({
      ...context,
      log: Object.assign(Object.create(context.log) as typeof context.log, {
        warn: (message: unknown) => {
          if (typeof message === "string") warnings.push(message);
        },
      }),
    });
    try {
      for (let request = 0; request < 3; request += 1) {
        const answer = await proxied.inject({
          method: "GET",
          url: "/api/v1/health",
          headers: { "x-forwarded-for": uniqueIp() },
          remoteAddress: "10.0.0.5",
        });
        expect(answer.statusCode).toBe(200);
      }
      expect(warnings).toEqual([expect.stringContaining("TRUST_PROXY is not set")]);
      expect(warnings[0]).toContain("10.0.0.5");
    } finally {
      await proxied.close();
    }
  });
});

/** The cart a guest's session came with. */
async function cartOf(db: Database, userId: number): Promise<string> {
  const [cart] = await db.select({ uuid: carts.uuid }).from(carts).where(eq(carts.userId, userId));
  if (!cart) throw new Error(`user ${userId} has no cart`);
  return cart.uuid;
}

describe("signing in on a guest's device", () => {
  it("moves the guest's cart and saved items to the customer and ends the guest's sessions", async () => {
    const { context } = await getTestApp();
    const { db } = context;
    const productRows = await db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(4);
    const [a, b, c, d] = productRows.map((row) => row.id);
    if (a === undefined || b === undefined || c === undefined || d === undefined) {
      throw new Error("The seed has fewer than 4 products");
    }

    // The customer already has a cart (a: 2, c: 7) and saved item d.
    const customer = await signInCustomer();
    const customerCart = randomUUID();
    await db.insert(carts).values({ uuid: customerCart, userId: customer.user.id });
    await db.insert(cartItems).values([
      { cartUuid: customerCart, productId: a, qty: 2 },
      { cartUuid: customerCart, productId: c, qty: 7 },
    ]);
    await db.insert(savedItems).values({ userId: customer.user.id, productId: d });

    // The guest holds a: 5, b: 1, c: 3 in the cart and saved b and d.
    const guest = await signInGuest();
    const guestCart = await cartOf(db, guest.user.id);
    await db.insert(cartItems).values([
      { cartUuid: guestCart, productId: a, qty: 5 },
      { cartUuid: guestCart, productId: b, qty: 1 },
      { cartUuid: guestCart, productId: c, qty: 3 },
    ]);
    await db.insert(savedItems).values([
      { userId: guest.user.id, productId: b },
      { userId: guest.user.id, productId: d },
    ]);

    await advanceClock(31_000);
    const signedIn = await signInCustomer({ phone: customer.phone, deviceId: guest.deviceId });
    expect(signedIn.user.id).toBe(customer.user.id);

    const lines = await db
      .select({ productId: cartItems.productId, qty: cartItems.qty })
      .from(cartItems)
      .innerJoin(carts, eq(carts.uuid, cartItems.cartUuid))
      .where(eq(carts.userId, customer.user.id))
      .orderBy(asc(cartItems.productId));
    // The larger quantity wins for a product in both carts.
    expect(lines).toEqual(
      [
        { productId: a, qty: 5 },
        { productId: b, qty: 1 },
        { productId: c, qty: 7 },
      ].sort((x, y) => x.productId - y.productId),
    );
    const saved = await db
      .select({ productId: savedItems.productId })
      .from(savedItems)
      .where(eq(savedItems.userId, customer.user.id))
      .orderBy(asc(savedItems.productId));
    expect(saved.map((row) => row.productId)).toEqual([b, d].sort((x, y) => x - y));

    expect(await db.select().from(carts).where(eq(carts.userId, guest.user.id))).toEqual([]);
    expect(await db.select().from(savedItems).where(eq(savedItems.userId, guest.user.id))).toEqual(
      [],
    );
    expect((await logout(guest.token)).statusCode).toBe(401);
    // The device resumes its (now empty) guest after the customer logs out.
    expect((await logout(signedIn.token)).statusCode).toBe(204);
    expect((await signInGuest(guest.deviceId)).user.id).toBe(guest.user.id);
  });

  it("gives a new customer the guest's cart in a new cart", async () => {
    const { db } = (await getTestApp()).context;
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    if (!product) throw new Error("The seed has no products");
    const guest = await signInGuest();
    const guestCart = await cartOf(db, guest.user.id);
    await db.insert(cartItems).values({ cartUuid: guestCart, productId: product.id, qty: 4 });

    const customer = await signInCustomer({ deviceId: guest.deviceId });
    const [customerRow] = await db.select().from(users).where(eq(users.id, customer.user.id));
    expect(customerRow?.isGuest).toBe(false);
    const lines = await db
      .select({ productId: cartItems.productId, qty: cartItems.qty, cartUuid: cartItems.cartUuid })
      .from(cartItems)
      .innerJoin(carts, eq(carts.uuid, cartItems.cartUuid))
      .where(eq(carts.userId, customer.user.id));
    expect(lines).toEqual([{ productId: product.id, qty: 4, cartUuid: expect.any(String) }]);
    expect(lines[0]?.cartUuid).not.toBe(guestCart);
  });
});

describe("concurrent requests", () => {
  it("sends one code when a phone asks several times at once", async () => {
    const phone = uniquePhone();
    const responses = await Promise.all([1, 2, 3].map(() => send(phone)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 429, 429]);
  });

  it("signs in once when the same code arrives twice at once", async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const responses = await Promise.all([verify(phone, code), verify(phone, code)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
  });

  it("creates one guest when a device logs in twice at once", async () => {
    const deviceId = uniqueDeviceId();
    const [first, second] = await Promise.all([signInGuest(deviceId), signInGuest(deviceId)]);
    expect(first.user.id).toBe(second.user.id);
  });
});

describe("logout", () => {
  it("answers 401 without a token or with an unknown one", async () => {
    const missing = await callApi("POST", "/auth/logout");
    expectContract("logout", missing);
    expect(missing.statusCode).toBe(401);
    expect((await logout("not-a-real-token")).statusCode).toBe(401);
  });
});
