import { describe, expect, it } from "vitest";
import { PaymentError, type ChargeRequest } from "../../server/providers/payments";
import { signInCustomer } from "./support/auth";
import { confirmCard, DECLINES, saveSandboxCard, startSaveCard, TEST_CARDS } from "./support/cards";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/** The sandbox provider's charges and refunds, as checkout and order actions call them. */

async function payments() {
  const provider = (await getTestApp()).context.payments;
  expect(provider.name).toBe("sandbox");
  return provider;
}

let keys = 0;
function chargeOf(userId: number, paymentMethodId: string): ChargeRequest {
  keys += 1;
  return {
    userId,
    paymentMethodId,
    providerCustomerId: null,
    amountCents: 2599,
    description: "Test order",
    idempotencyKey: `cards-test-${process.pid}-${Date.now()}-${keys}`,
    orderUuid: "00000000-0000-4000-8000-000000000000",
  };
}

async function refusal(promise: Promise<unknown>): Promise<{ message: string; code: string }> {
  const error = await promise.then(
    () => new Error("The call succeeded"),
    (reason: unknown) => reason,
  );
  if (!(error instanceof PaymentError)) throw error;
  return { message: error.message, code: error.code };
}

describe("sandbox saved cards", () => {
  it("lets a confirmed intent save its card once", async () => {
    const { token, user } = await signInCustomer();
    const provider = await payments();
    const intent = await startSaveCard(token);
    const confirmed = await confirmCard(token, intent.clientSecret, TEST_CARDS.amex);
    const { paymentMethodId } = confirmed.json().data;
    const customer = { userId: user.id, name: null, email: null, phone: null };
    expect(
      await provider.confirmSavedCard(customer, intent.paymentIntentId, paymentMethodId),
    ).toEqual({
      paymentMethodId,
      brand: "amex",
      last4: "0005",
      expMonth: 12,
      expYear: expect.any(Number),
      providerCustomerId: null,
    });
    expect(
      await refusal(provider.confirmSavedCard(customer, intent.paymentIntentId, paymentMethodId)),
    ).toEqual({ message: DECLINES.notConfirmed, code: "setup_intent_unexpected_state" });
  });
});

describe("sandbox charges", () => {
  it("charges a saved card, once per idempotency key", async () => {
    const { token, user } = await signInCustomer();
    const cardId = await saveSandboxCard(token);
    const provider = await payments();
    const request = chargeOf(user.id, cardId);
    const first = await provider.charge(request);
    expect(first).toEqual({
      reference: expect.stringMatching(/^pi_sandbox_/),
      status: "succeeded",
    });
    expect(await provider.charge(request)).toEqual(first);
    const other = await provider.charge({
      ...request,
      idempotencyKey: `${request.idempotencyKey}-2`,
    });
    expect(other.reference).not.toBe(first.reference);
  });

  it("declines every charge on the cards that save but decline", async () => {
    const { token, user } = await signInCustomer();
    const provider = await payments();
    const poor = await saveSandboxCard(token, TEST_CARDS.insufficientFunds);
    expect(await refusal(provider.charge(chargeOf(user.id, poor)))).toEqual({
      message: DECLINES.insufficientFunds,
      code: "insufficient_funds",
    });
    const declined = await saveSandboxCard(token, TEST_CARDS.chargeDeclined);
    expect(await refusal(provider.charge(chargeOf(user.id, declined)))).toEqual({
      message: DECLINES.declined,
      code: "generic_decline",
    });
  });

  it("refuses another customer's card, a removed card and amounts under 50 cents", async () => {
    const owner = await signInCustomer();
    const other = await signInCustomer();
    const provider = await payments();
    const cardId = await saveSandboxCard(owner.token);
    expect((await refusal(provider.charge(chargeOf(other.user.id, cardId)))).code).toBe(
      "payment_method_unavailable",
    );
    expect(
      await refusal(provider.charge({ ...chargeOf(owner.user.id, cardId), amountCents: 49 })),
    ).toEqual({ message: "Amount must be at least $0.50 usd", code: "amount_too_small" });
    const removed = await callApi("DELETE", `/orders/checkout/payment-methods/${cardId}`, {
      token: owner.token,
    });
    expect(removed.statusCode).toBe(204);
    expect((await refusal(provider.charge(chargeOf(owner.user.id, cardId)))).code).toBe(
      "payment_method_unavailable",
    );
  });
});

describe("sandbox refunds", () => {
  it("refunds a sandbox charge, once per idempotency key", async () => {
    const provider = await payments();
    const request = { chargeReference: "pi_sandbox_abc", amountCents: 500, idempotencyKey: "r-1" };
    const first = await provider.refund(request);
    expect(first.reference).toMatch(/^re_sandbox_/);
    expect(await provider.refund(request)).toEqual(first);
    expect((await provider.refund({ ...request, idempotencyKey: "r-2" })).reference).not.toBe(
      first.reference,
    );
  });

  it("refuses a reference the sandbox never charged", async () => {
    const provider = await payments();
    const request = { chargeReference: "pi_3Nreal", amountCents: 500, idempotencyKey: "r-3" };
    expect((await refusal(provider.refund(request))).code).toBe("resource_missing");
  });
});
