import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import type { Config } from "../../server/config";
import { createAppContext } from "../../server/context";
import { payments } from "../../server/db/schema";
import { signInCustomer } from "./support/auth";
import { confirmCard, listCards, startSaveCard, TEST_CARDS, verifyCard } from "./support/cards";
import { expectContract } from "./support/contract";
import { insertOrder } from "./support/orders";
import { getTestApp } from "./support/testApp";

/**
 * The API on the shared test database with the Stripe provider configured (nothing here calls
 * Stripe: webhooks come signed by the test, and the sandbox-only form must be gone).
 */

const SECRET = "whsec_test";
const apps: FastifyInstance[] = [];
let stripeApp: FastifyInstance;

async function appWith(change: (config: Config) => Config, options = {}) {
  const { context } = await getTestApp();
  const app = await buildApp(createAppContext(change(context.config), context.db, options));
  await app.ready();
  apps.push(app);
  return app;
}

const stripeConfig = (webhookSecret: string | undefined) => (config: Config) => ({
  ...config,
  payments: { provider: "stripe" as const, secretKey: "sk_test_x", webhookSecret },
});

beforeAll(async () => {
  stripeApp = await appWith(stripeConfig(SECRET));
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function postWebhook(app: FastifyInstance, event: object, signature?: string) {
  // Pretty-printed like Stripe's: the signature covers these bytes, not a re-serialised body.
  const payload = JSON.stringify(event, null, 2);
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/payments/stripe/webhook",
    headers: {
      "content-type": "application/json",
      "stripe-signature":
        signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
    payload,
  });
  expectContract("receiveStripeWebhook", response);
  return response;
}

const unique = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

/** An order of a new customer paid with one Stripe charge of $25.00. */
async function paidOrder() {
  const { user } = await signInCustomer();
  const order = await insertOrder(user.id);
  const intentId = unique("pi");
  const { db } = (await getTestApp()).context;
  // The fixture's own sandbox charge makes way for the Stripe one.
  await db.delete(payments).where(eq(payments.orderId, order.id));
  await db.insert(payments).values({
    orderId: order.id,
    kind: "CHARGE",
    provider: "stripe",
    providerReference: intentId,
    amountCents: 2500,
    status: "succeeded",
    brand: "visa",
    last4: "4242",
  });
  const rows = () =>
    db
      .select({ kind: payments.kind, status: payments.status, amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(payments.id);
  return { order, intentId, rows };
}

function chargeRefunded(intentId: string, amountRefunded: number, refunded: boolean) {
  return {
    id: unique("evt"),
    object: "event",
    type: "charge.refunded",
    data: {
      object: {
        id: unique("ch"),
        object: "charge",
        amount: 2500,
        amount_refunded: amountRefunded,
        refunded,
        payment_intent: intentId,
      },
    },
  };
}

describe("receiveStripeWebhook", () => {
  it("refuses a body whose signature does not verify", async () => {
    const event = { id: "evt_1", object: "event", type: "charge.refunded", data: { object: {} } };
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event, null, 2),
      secret: "whsec_other",
    });
    for (const signature of [otherSecret, "t=1,v1=bad"]) {
      const response = await postWebhook(stripeApp, event, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "The webhook signature does not verify." });
    }
    // Signed, then changed on the way: the signature covers the exact bytes.
    const signed = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event, null, 2),
      secret: SECRET,
    });
    const tampered = await postWebhook(stripeApp, { ...event, id: "evt_2" }, signed);
    expect(tampered.statusCode).toBe(400);
  });

  it("answers 400 without the Stripe-Signature header", async () => {
    const response = await stripeApp.inject({
      method: "POST",
      url: "/api/v1/payments/stripe/webhook",
      payload: { id: "evt_1", type: "charge.refunded" },
    });
    expectContract("receiveStripeWebhook", response);
    expect(response.statusCode).toBe(400);
  });

  it("acknowledges event types it does not handle", async () => {
    const response = await postWebhook(stripeApp, {
      id: "evt_3",
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1", object: "customer" } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { received: true } });
  });

  it("marks a refunded charge and records the refund once", async () => {
    const { intentId, rows } = await paidOrder();
    const event = chargeRefunded(intentId, 2500, true);
    expect((await postWebhook(stripeApp, event)).statusCode).toBe(200);
    const expected = [
      { kind: "CHARGE", status: "refunded", amountCents: 2500 },
      { kind: "REFUND", status: "succeeded", amountCents: 2500 },
    ];
    expect(await rows()).toEqual(expected);
    // Stripe delivers an event at least once: a repeat changes nothing.
    expect((await postWebhook(stripeApp, event)).statusCode).toBe(200);
    expect(await rows()).toEqual(expected);
  });

  it("adds no refund row when the refund was recorded when it was sent", async () => {
    const { order, intentId, rows } = await paidOrder();
    const { db } = (await getTestApp()).context;
    await db.insert(payments).values({
      orderId: order.id,
      kind: "REFUND",
      provider: "stripe",
      providerReference: unique("re"),
      amountCents: 2500,
      status: "pending",
      brand: "visa",
      last4: "4242",
    });
    await postWebhook(stripeApp, chargeRefunded(intentId, 2500, true));
    expect(await rows()).toEqual([
      { kind: "CHARGE", status: "refunded", amountCents: 2500 },
      { kind: "REFUND", status: "pending", amountCents: 2500 },
    ]);
  });

  it("records partial refunds without marking the charge refunded", async () => {
    const { intentId, rows } = await paidOrder();
    await postWebhook(stripeApp, chargeRefunded(intentId, 1000, false));
    await postWebhook(stripeApp, chargeRefunded(intentId, 1500, false));
    expect(await rows()).toEqual([
      { kind: "CHARGE", status: "succeeded", amountCents: 2500 },
      { kind: "REFUND", status: "succeeded", amountCents: 1000 },
      { kind: "REFUND", status: "succeeded", amountCents: 500 },
    ]);
  });

  it("marks a failed payment", async () => {
    const { intentId, rows } = await paidOrder();
    const response = await postWebhook(stripeApp, {
      id: unique("evt"),
      object: "event",
      type: "payment_intent.payment_failed",
      data: {
        object: { id: intentId, object: "payment_intent", status: "requires_payment_method" },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await rows()).toEqual([{ kind: "CHARGE", status: "failed", amountCents: 2500 }]);
  });

  it("answers 404 without a webhook secret or with the sandbox provider", async () => {
    const withoutSecret = await appWith(stripeConfig(undefined));
    const event = { id: "evt_4", object: "event", type: "customer.created", data: { object: {} } };
    expect((await postWebhook(withoutSecret, event)).statusCode).toBe(404);
    const sandbox = (await getTestApp()).app;
    expect((await postWebhook(sandbox, event)).statusCode).toBe(404);
  });
});

describe("cards with other providers", () => {
  it("has no sandbox card form when the provider is Stripe", async () => {
    const { token } = await signInCustomer();
    const intent = await startSaveCard(token);
    const response = await stripeApp.inject({
      method: "POST",
      url: "/api/v1/orders/checkout/sandbox/confirm-card",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        clientSecret: intent.clientSecret,
        cardNumber: TEST_CARDS.visa,
        expMonth: 12,
        expYear: 2040,
        cvc: "123",
      },
    });
    expectContract("confirmSandboxCard", response);
    expect(response.statusCode).toBe(404);
  });

  it("removes a card even when the provider fails to forget it, for good", async () => {
    const { context } = await getTestApp();
    const failing = {
      ...context.payments,
      removeCard: () => Promise.reject(new Error("The provider is down")),
    };
    const app = await appWith((config) => config, { payments: failing });
    const { token } = await signInCustomer();
    const intent = await startSaveCard(token);
    const confirmed = await confirmCard(token, intent.clientSecret, TEST_CARDS.visa);
    const { paymentMethodId } = confirmed.json().data;
    expect((await verifyCard(token, intent.paymentIntentId, paymentMethodId)).statusCode).toBe(200);
    const response = await app.inject({
      method: "DELETE",
      url: `/api/v1/orders/checkout/payment-methods/${paymentMethodId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expectContract("deletePaymentMethod", response);
    expect(response.statusCode).toBe(204);
    expect(await listCards(token)).toEqual([]);
    // The sandbox still knows the card, yet its intent saved it once and cannot bring it back.
    const again = await verifyCard(token, intent.paymentIntentId, paymentMethodId);
    expect(again.statusCode).toBe(422);
    expect(await listCards(token)).toEqual([]);
  });
});
