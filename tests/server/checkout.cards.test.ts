import { describe, expect, it } from "vitest";
import { signInCustomer, signInGuest } from "./support/auth";
import {
  confirmCard,
  DECLINES,
  listCards,
  saveCard,
  startSaveCard,
  TEST_CARDS,
  verifyCard,
} from "./support/cards";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";

/** Confirms a card on a new intent and answers its payment method id. */
async function confirmedCard(token: string, cardNumber: string = TEST_CARDS.visa) {
  const intent = await startSaveCard(token);
  const response = await confirmCard(token, intent.clientSecret, cardNumber);
  expect(response.statusCode, response.body).toBe(200);
  return { intent, paymentMethodId: response.json().data.paymentMethodId as string };
}

describe("createSaveCardIntent", () => {
  it("answers a client secret for the card form and the intent to verify", async () => {
    const { token } = await signInCustomer();
    const first = await startSaveCard(token);
    const second = await startSaveCard(token);
    expect(first.paymentIntentId).toMatch(/^seti_sandbox_/);
    expect(first.clientSecret.startsWith(`${first.paymentIntentId}_secret_`)).toBe(true);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
  });

  it("turns guests away with 403 and callers without a session with 401", async () => {
    const guest = await signInGuest();
    const forbidden = await callApi("POST", "/orders/checkout/save-card", { token: guest.token });
    expectContract("createSaveCardIntent", forbidden);
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await callApi("POST", "/orders/checkout/save-card");
    expectContract("createSaveCardIntent", anonymous);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("saving a card with the sandbox provider", () => {
  const cards: [string, string, string][] = [
    [TEST_CARDS.visa, "visa", "4242"],
    [TEST_CARDS.visaDebit, "visa", "5556"],
    [TEST_CARDS.mastercard, "mastercard", "4444"],
    [TEST_CARDS.mastercardSeries2, "mastercard", "3222"],
    [TEST_CARDS.amex, "amex", "0005"],
    [TEST_CARDS.discover, "discover", "1117"],
    [TEST_CARDS.jcb, "jcb", "0505"],
    [TEST_CARDS.diners, "diners", "1667"],
    [TEST_CARDS.insufficientFunds, "visa", "9995"],
    [TEST_CARDS.chargeDeclined, "visa", "0341"],
    ["4111 1111 1111 1111", "visa", "1111"],
    ["9000000000000001", "unknown", "0001"],
  ];

  it.each(cards)("saves %s as a %s card ending %s", async (number, brand, last4) => {
    const { token } = await signInCustomer();
    const card = await saveCard(token, number, { expMonth: 7, expYear: 2031 });
    expect(card).toEqual({
      id: card.id,
      brand,
      last4,
      exp_month: 7,
      exp_year: 2031,
      isDefault: true,
    });
    expect(card.id).toMatch(/^pm_sandbox_/);
    expect(await listCards(token)).toEqual([card]);
  });

  it("answers the saved card again when the same card is verified twice", async () => {
    const { token } = await signInCustomer();
    const { intent, paymentMethodId } = await confirmedCard(token);
    const first = await verifyCard(token, intent.paymentIntentId, paymentMethodId);
    const second = await verifyCard(token, intent.paymentIntentId, paymentMethodId);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await listCards(token)).toHaveLength(1);
  });
});

describe("confirmSandboxCard", () => {
  const declines: [string, string][] = [
    [TEST_CARDS.declined, DECLINES.declined],
    [TEST_CARDS.expired, DECLINES.expired],
    [TEST_CARDS.incorrectCvc, DECLINES.incorrectCvc],
    [TEST_CARDS.processingError, DECLINES.processingError],
    ["4242424242424241", DECLINES.invalidNumber],
    ["4242 4242 4242", DECLINES.invalidNumber],
  ];

  it.each(declines)("declines %s with 422 '%s'", async (number, message) => {
    const { token } = await signInCustomer();
    const intent = await startSaveCard(token);
    const response = await confirmCard(token, intent.clientSecret, number);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message });
  });

  it("declines a card whose expiry month has passed, and takes the current month", async () => {
    const { token } = await signInCustomer();
    const intent = await startSaveCard(token);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const expired = await confirmCard(token, intent.clientSecret, TEST_CARDS.visa, {
      expMonth: lastMonth.getUTCMonth() + 1,
      expYear: lastMonth.getUTCFullYear(),
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ message: DECLINES.expired });
    const current = await confirmCard(token, intent.clientSecret, TEST_CARDS.visa, {
      expMonth: now.getUTCMonth() + 1,
      expYear: now.getUTCFullYear(),
    });
    expect(current.statusCode, current.body).toBe(200);
  });

  it("leaves the intent open after a decline, so another card can be tried, as Stripe does", async () => {
    const { token } = await signInCustomer();
    const intent = await startSaveCard(token);
    const declined = await confirmCard(token, intent.clientSecret, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(422);
    const accepted = await confirmCard(token, intent.clientSecret, TEST_CARDS.mastercard);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { paymentMethodId } = accepted.json().data;
    const saved = await verifyCard(token, intent.paymentIntentId, paymentMethodId);
    expect(saved.json().data.brand).toBe("mastercard");
  });

  it("confirms an intent only once", async () => {
    const { token } = await signInCustomer();
    const { intent } = await confirmedCard(token);
    const again = await confirmCard(token, intent.clientSecret, TEST_CARDS.mastercard);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: "This card form was already used. Please start again.",
    });
  });

  it("answers 404 for another customer's client secret or an unknown one", async () => {
    const owner = await signInCustomer();
    const other = await signInCustomer();
    const intent = await startSaveCard(owner.token);
    const stolen = await confirmCard(other.token, intent.clientSecret, TEST_CARDS.visa);
    expect(stolen.statusCode).toBe(404);
    const unknown = await confirmCard(other.token, "seti_sandbox_nope_secret_x", TEST_CARDS.visa);
    expect(unknown.statusCode).toBe(404);
    // The owner's intent was not touched by the attempt.
    expect((await confirmCard(owner.token, intent.clientSecret, TEST_CARDS.visa)).statusCode).toBe(
      200,
    );
  });

  it("answers 400 for malformed card details", async () => {
    const { token } = await signInCustomer();
    const intent = await startSaveCard(token);
    const bodies = [
      { cardNumber: "4242-4242-4242-4242" },
      { expMonth: 13 },
      { expYear: 1999 },
      { cvc: "12" },
      { clientSecret: "" },
      { extra: true },
    ];
    for (const change of bodies) {
      const response = await callApi("POST", "/orders/checkout/sandbox/confirm-card", {
        token,
        body: {
          clientSecret: intent.clientSecret,
          cardNumber: TEST_CARDS.visa,
          expMonth: 12,
          expYear: 2040,
          cvc: "123",
          ...change,
        },
      });
      expectContract("confirmSandboxCard", response);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
  });

  it("turns guests away with 403", async () => {
    const guest = await signInGuest();
    const response = await callApi("POST", "/orders/checkout/sandbox/confirm-card", {
      token: guest.token,
      body: {
        clientSecret: "x",
        cardNumber: TEST_CARDS.visa,
        expMonth: 1,
        expYear: 2040,
        cvc: "1",
      },
    });
    expectContract("confirmSandboxCard", response);
    expect(response.statusCode).toBe(403);
  });
});

describe("verifyCard", () => {
  it("refuses an intent that no card confirmed yet", async () => {
    const { token } = await signInCustomer();
    const intent = await startSaveCard(token);
    const response = await verifyCard(token, intent.paymentIntentId, "pm_sandbox_unknown");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: DECLINES.notConfirmed });
  });

  it("refuses another customer's intent and card", async () => {
    const owner = await signInCustomer();
    const other = await signInCustomer();
    const { intent, paymentMethodId } = await confirmedCard(owner.token);
    const response = await verifyCard(other.token, intent.paymentIntentId, paymentMethodId);
    expect(response.statusCode).toBe(422);
    expect(await listCards(other.token)).toEqual([]);
    // The owner can still save it.
    expect(
      (await verifyCard(owner.token, intent.paymentIntentId, paymentMethodId)).statusCode,
    ).toBe(200);
  });

  it("refuses a card that another intent confirmed", async () => {
    const { token } = await signInCustomer();
    const first = await confirmedCard(token);
    const second = await confirmedCard(token, TEST_CARDS.amex);
    const mixed = await verifyCard(token, first.intent.paymentIntentId, second.paymentMethodId);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toEqual({ message: DECLINES.notConfirmed });
  });

  it("saves a card from an intent once: a removed card cannot come back through it", async () => {
    const { token } = await signInCustomer();
    const { intent, paymentMethodId } = await confirmedCard(token);
    expect((await verifyCard(token, intent.paymentIntentId, paymentMethodId)).statusCode).toBe(200);
    const removed = await callApi("DELETE", `/orders/checkout/payment-methods/${paymentMethodId}`, {
      token,
    });
    expect(removed.statusCode).toBe(204);
    const again = await verifyCard(token, intent.paymentIntentId, paymentMethodId);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: DECLINES.notConfirmed });
    expect(await listCards(token)).toEqual([]);
  });

  it("answers 400 for a malformed body and 403 for guests", async () => {
    const { token } = await signInCustomer();
    for (const body of [
      { paymentIntentId: "seti_x" },
      { paymentIntentId: "", paymentMethodId: "pm_x" },
      { paymentIntentId: "seti_x", paymentMethodId: "pm_x", extra: 1 },
    ]) {
      const response = await callApi("POST", "/orders/checkout/verify-card", { token, body });
      expectContract("verifyCard", response);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const guest = await signInGuest();
    const forbidden = await verifyCard(guest.token, "seti_x", "pm_x");
    expect(forbidden.statusCode).toBe(403);
  });
});

describe("listPaymentMethods and deletePaymentMethod", () => {
  it("lists only the caller's cards, the default first, then newest first", async () => {
    const owner = await signInCustomer();
    const other = await signInCustomer();
    expect(await listCards(owner.token)).toEqual([]);
    const first = await saveCard(owner.token, TEST_CARDS.visa);
    const older = await saveCard(owner.token, TEST_CARDS.mastercard);
    const newer = await saveCard(owner.token, TEST_CARDS.discover);
    await saveCard(other.token, TEST_CARDS.jcb);
    expect(await listCards(owner.token)).toEqual([first, newer, older]);
  });

  it("removes a card from the list, once", async () => {
    const { token } = await signInCustomer();
    const kept = await saveCard(token, TEST_CARDS.visa);
    const removed = await saveCard(token, TEST_CARDS.mastercard);
    const url = `/orders/checkout/payment-methods/${removed.id}`;
    const response = await callApi("DELETE", url, { token });
    expectContract("deletePaymentMethod", response);
    expect(response.statusCode).toBe(204);
    expect(await listCards(token)).toEqual([kept]);
    const again = await callApi("DELETE", url, { token });
    expectContract("deletePaymentMethod", again);
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another customer's card or an unknown one, and keeps the card", async () => {
    const owner = await signInCustomer();
    const other = await signInCustomer();
    const card = await saveCard(owner.token);
    for (const id of [card.id, "pm_sandbox_unknown"]) {
      const response = await callApi("DELETE", `/orders/checkout/payment-methods/${id}`, {
        token: other.token,
      });
      expectContract("deletePaymentMethod", response);
      expect(response.statusCode).toBe(404);
    }
    expect(await listCards(owner.token)).toEqual([card]);
  });

  it("turns guests away with 403", async () => {
    const guest = await signInGuest();
    const list = await callApi("GET", "/orders/checkout/payment-methods", { token: guest.token });
    expectContract("listPaymentMethods", list);
    expect(list.statusCode).toBe(403);
    const remove = await callApi("DELETE", "/orders/checkout/payment-methods/pm_x", {
      token: guest.token,
    });
    expectContract("deletePaymentMethod", remove);
    expect(remove.statusCode).toBe(403);
  });
});
