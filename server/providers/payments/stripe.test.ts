import { pino } from "pino";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import type { Database } from "../../db/client";
import { createPaymentsProvider } from "./index";
import { createStripeProvider, type StripeSettings } from "./stripe";
import type { StripeCustomerStore } from "./stripeCustomers";
import { PaymentError } from "./types";

/** A request the provider sent to Stripe, as Stripe's API receives it. */
interface Sent {
  method: string;
  path: string;
  /** Form-encoded body of POSTs, query string of GETs. */
  params: Record<string, string>;
  idempotencyKey: string | null;
}

type Answer = { status?: number; body: unknown };

const settings: StripeSettings = {
  provider: "stripe",
  secretKey: "sk_test_x",
  webhookSecret: undefined,
};
const unusedDb = {} as Database;
const customer = {
  userId: 7,
  name: "Amina Khan",
  email: "amina@example.com",
  phone: "+12125550123",
};

/** Stripe's SDK on a fake fetch: every request is recorded and answered by `answer`. */
function fakeStripe(answer: (request: Sent) => Answer, known: Record<number, string> = {}) {
  const sent: Sent[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    const form = method === "GET" ? url.searchParams : new URLSearchParams(String(init?.body));
    const request = {
      method,
      path: url.pathname,
      params: Object.fromEntries(form),
      idempotencyKey: new Headers(init?.headers).get("idempotency-key"),
    };
    sent.push(request);
    const { status = 200, body } = answer(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", "request-id": "req_test" },
    });
  };
  const stripe = new Stripe("sk_test_x", {
    httpClient: Stripe.createFetchHttpClient(fakeFetch),
    maxNetworkRetries: 0,
  });
  const saved = new Map(Object.entries(known).map(([id, cus]) => [Number(id), cus]));
  const customers: StripeCustomerStore = {
    find: async (userId) => saved.get(userId) ?? null,
    save: async (userId, id) => {
      if (!saved.has(userId)) saved.set(userId, id);
      return saved.get(userId) ?? id;
    },
  };
  const provider = createStripeProvider(settings, unusedDb, { stripe, customers });
  return { provider, sent, saved };
}

const cardError = (code: string, message: string, declineCode?: string): Answer => ({
  status: 402,
  body: { error: { type: "card_error", code, decline_code: declineCode, message } },
});

async function refusal(promise: Promise<unknown>): Promise<{ message: string; code: string }> {
  const error = await promise.then(
    () => new Error("The call succeeded"),
    (reason: unknown) => reason,
  );
  if (!(error instanceof PaymentError)) throw error;
  return { message: error.message, code: error.code };
}

function setupIntent(overrides: Record<string, unknown> = {}, card: Record<string, unknown> = {}) {
  return {
    id: "seti_1",
    object: "setup_intent",
    status: "succeeded",
    customer: "cus_1",
    metadata: { userId: "7" },
    payment_method: {
      id: "pm_1",
      object: "payment_method",
      customer: "cus_1",
      card: { brand: "visa", last4: "4242", exp_month: 4, exp_year: 2031 },
      ...card,
    },
    ...overrides,
  };
}

describe("createPaymentsProvider", () => {
  const silent = pino({ level: "silent" });
  it("uses Stripe when a secret key is configured, else the sandbox", () => {
    const stripe = loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" });
    expect(createPaymentsProvider(stripe, unusedDb, silent).name).toBe("stripe");
    expect(createPaymentsProvider(loadConfig({}), unusedDb, silent).name).toBe("sandbox");
  });
});

describe("the Stripe payments provider", () => {
  it("creates the Stripe customer once per user and an off-session card SetupIntent", async () => {
    const { provider, sent, saved } = fakeStripe((request) =>
      request.path === "/v1/customers"
        ? { body: { id: "cus_1", object: "customer" } }
        : { body: { id: "seti_1", object: "setup_intent", client_secret: "seti_1_secret_abc" } },
    );
    expect(await provider.createSetupIntent(customer)).toEqual({
      clientSecret: "seti_1_secret_abc",
      intentId: "seti_1",
    });
    await provider.createSetupIntent(customer);

    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      "POST /v1/customers",
      "POST /v1/setup_intents",
      "POST /v1/setup_intents",
    ]);
    expect(sent[0]?.params).toEqual({
      name: "Amina Khan",
      email: "amina@example.com",
      phone: "+12125550123",
      "metadata[userId]": "7",
    });
    expect(sent[0]?.idempotencyKey).toMatch(/^customer-7-/);
    expect(sent[1]?.params).toEqual({
      customer: "cus_1",
      usage: "off_session",
      "allowed_payment_method_types[0]": "card",
      "metadata[userId]": "7",
    });
    expect(saved.get(7)).toBe("cus_1");
  });

  it("reuses a customer saved earlier", async () => {
    const { provider, sent } = fakeStripe(
      () => ({ body: { id: "seti_2", object: "setup_intent", client_secret: "s" } }),
      { 7: "cus_saved" },
    );
    await provider.createSetupIntent(customer);
    expect(sent.map((request) => request.path)).toEqual(["/v1/setup_intents"]);
    expect(sent[0]?.params.customer).toBe("cus_saved");
  });

  it("reads the saved card from the user's succeeded SetupIntent", async () => {
    const { provider, sent } = fakeStripe(() => ({ body: setupIntent() }), { 7: "cus_1" });
    expect(await provider.confirmSavedCard(customer, "seti_1", "pm_1")).toEqual({
      paymentMethodId: "pm_1",
      brand: "visa",
      last4: "4242",
      expMonth: 4,
      expYear: 2031,
      providerCustomerId: "cus_1",
    });
    expect(sent).toEqual([
      {
        method: "GET",
        path: "/v1/setup_intents/seti_1",
        params: { "expand[0]": "payment_method" },
        idempotencyKey: null,
      },
    ]);
  });

  it("refuses an intent that is not the user's, not succeeded, for another card or detached", async () => {
    const notConfirmed = {
      message: "The card was not confirmed. Please try again.",
      code: "setup_intent_unexpected_state",
    };
    const intents = [
      setupIntent({ metadata: { userId: "8" } }),
      setupIntent({ status: "requires_payment_method" }),
      setupIntent({ customer: "cus_other" }),
      setupIntent({}, { id: "pm_other" }),
      setupIntent({}, { customer: null }),
    ];
    for (const intent of intents) {
      const { provider } = fakeStripe(() => ({ body: intent }), { 7: "cus_1" });
      expect(await refusal(provider.confirmSavedCard(customer, "seti_1", "pm_1"))).toEqual(
        notConfirmed,
      );
    }
    const missing = fakeStripe(
      () => ({
        status: 404,
        body: {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: "No such setupintent",
          },
        },
      }),
      { 7: "cus_1" },
    );
    expect(await refusal(missing.provider.confirmSavedCard(customer, "seti_x", "pm_1"))).toEqual(
      notConfirmed,
    );
  });

  const chargeRequest = {
    userId: 7,
    paymentMethodId: "pm_1",
    providerCustomerId: "cus_1",
    amountCents: 4599,
    description: "Order 1234",
    idempotencyKey: "checkout-abc",
    orderUuid: "7b0c7a1e-0000-4000-8000-000000000001",
  };

  it("charges the saved card off-session with the idempotency key", async () => {
    const { provider, sent } = fakeStripe(() => ({
      body: { id: "pi_1", object: "payment_intent", status: "succeeded" },
    }));
    expect(await provider.charge(chargeRequest)).toEqual({
      reference: "pi_1",
      status: "succeeded",
    });
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/v1/payment_intents",
        params: {
          amount: "4599",
          currency: "usd",
          customer: "cus_1",
          payment_method: "pm_1",
          off_session: "true",
          confirm: "true",
          description: "Order 1234",
          "metadata[orderUuid]": chargeRequest.orderUuid,
          "metadata[userId]": "7",
          "metadata[idempotencyKey]": "checkout-abc",
        },
        idempotencyKey: "checkout-abc",
      },
    ]);
  });

  it("finds the charge of an idempotency key by its metadata, refunds included", async () => {
    const intent = (id: string, status: string) => ({
      id,
      object: "payment_intent",
      status,
      amount: 4599,
      latest_charge: { id: `ch_${id}`, object: "charge", amount_refunded: 599 },
    });
    const { provider, sent } = fakeStripe(() => ({
      body: {
        object: "search_result",
        data: [intent("pi_0", "requires_payment_method"), intent("pi_1", "succeeded")],
        has_more: false,
      },
    }));
    expect(await provider.findCharge("checkout-7-it's")).toEqual({
      reference: "pi_1",
      amountCents: 4599,
      refundedCents: 599,
    });
    expect(sent).toEqual([
      expect.objectContaining({
        method: "GET",
        path: "/v1/payment_intents/search",
        params: {
          query: "metadata['idempotencyKey']:'checkout-7-it\\'s'",
          "expand[0]": "data.latest_charge",
        },
      }),
    ]);
    const none = fakeStripe(() => ({
      body: { object: "search_result", data: [intent("pi_2", "canceled")], has_more: false },
    }));
    expect(await none.provider.findCharge("checkout-7-x")).toBeNull();
  });

  it("answers a charge that is still processing as pending", async () => {
    const { provider } = fakeStripe(() => ({
      body: { id: "pi_2", object: "payment_intent", status: "processing" },
    }));
    expect(await provider.charge(chargeRequest)).toEqual({ reference: "pi_2", status: "pending" });
  });

  it("turns card errors into PaymentErrors with Stripe's message and decline code", async () => {
    const insufficient = fakeStripe(() =>
      cardError("card_declined", "Your card has insufficient funds.", "insufficient_funds"),
    );
    expect(await refusal(insufficient.provider.charge(chargeRequest))).toEqual({
      message: "Your card has insufficient funds.",
      code: "insufficient_funds",
    });
    const expired = fakeStripe(() => cardError("expired_card", "Your card has expired."));
    expect(await refusal(expired.provider.charge(chargeRequest))).toEqual({
      message: "Your card has expired.",
      code: "expired_card",
    });
  });

  it("lets other Stripe failures through as errors, not declines", async () => {
    const { provider } = fakeStripe(() => ({
      status: 401,
      body: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } },
    }));
    const error = await provider.charge(chargeRequest).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).not.toBeInstanceOf(PaymentError);
  });

  it("refunds a payment intent with the idempotency key, and detaches removed cards", async () => {
    const { provider, sent } = fakeStripe((request) =>
      request.path === "/v1/refunds"
        ? { body: { id: "re_1", object: "refund" } }
        : { body: { id: "pm_1", object: "payment_method" } },
    );
    const refund = { chargeReference: "pi_1", amountCents: 1200, idempotencyKey: "refund-9" };
    expect(await provider.refund(refund)).toEqual({ reference: "re_1" });
    await provider.removeCard("pm_1");
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/v1/refunds",
        params: { payment_intent: "pi_1", amount: "1200" },
        idempotencyKey: "refund-9",
      },
      expect.objectContaining({ method: "POST", path: "/v1/payment_methods/pm_1/detach" }),
    ]);
  });
});
