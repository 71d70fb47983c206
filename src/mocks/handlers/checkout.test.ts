import { describe, expect, it } from "vitest";
import { db } from "../db";
import { CART_UUID, CUSTOMER_TOKEN } from "../fixtures";
import { checkoutBody } from "../../../tests/mocks/exampleCalls";
import { client, signInAs, serveMockApiInEachTest } from "../../../tests/mocks/setup";
import { schemaErrors } from "../../../tests/mocks/validator";
import {
  CARD_DECLINED_MESSAGE,
  CARD_FORM_NOT_FOUND_MESSAGE,
  IDEMPOTENCY_KEY_MESSAGE,
  KEY_REUSED_MESSAGE,
} from "./checkout";

serveMockApiInEachTest();

async function fillCart(productId = 101, qty = 2) {
  const { response } = await client.POST("/cart/items/replace", { body: { productId, qty } });
  expect(response.status).toBe(200);
}

function placeOrder(key: string, body = checkoutBody(CART_UUID)) {
  return client.POST("/orders/checkout", { params: { header: { "Idempotency-Key": key } }, body });
}

describe("placeOrder's Idempotency-Key", () => {
  it("answers a repeat with the same key and body with the first order, placing no other", async () => {
    signInAs("customer");
    await fillCart();
    const ordersBefore = db.orders.length;

    const first = await placeOrder("attempt-0001");
    const repeat = await placeOrder("attempt-0001");

    expect(first.response.status).toBe(201);
    expect(repeat.response.status).toBe(201);
    expect(repeat.data?.data.uuid).toBe(first.data?.data.uuid);
    expect(db.orders).toHaveLength(ordersBefore + 1);
  });

  it("answers 409 to the same key with another body, and places nothing", async () => {
    signInAs("customer");
    await fillCart();
    await placeOrder("attempt-0002");
    await fillCart(109, 1);
    const ordersBefore = db.orders.length;

    const other = await placeOrder(
      "attempt-0002",
      checkoutBody(CART_UUID, { customerName: "A K" }),
    );

    expect(other.response.status).toBe(409);
    expect(other.error).toEqual({ message: KEY_REUSED_MESSAGE });
    expect(db.orders).toHaveLength(ordersBefore);
    expect(db.cartLines).toHaveLength(1);
  });

  it("leaves the key of a failed checkout free, so the retry places the order", async () => {
    signInAs("customer");
    const empty = await placeOrder("attempt-0003");
    expect(empty.response.status).toBe(409);

    await fillCart();
    const retry = await placeOrder("attempt-0003");
    expect(retry.response.status).toBe(201);
  });

  it("places a second order under a new key", async () => {
    signInAs("customer");
    await fillCart();
    const first = await placeOrder("attempt-0004");
    await fillCart();
    const second = await placeOrder("attempt-0005");
    expect(second.response.status).toBe(201);
    expect(second.data?.data.uuid).not.toBe(first.data?.data.uuid);
  });

  it.each([
    ["missing", null],
    ["too short", "short"],
    ["with other characters", "attempt 0001!"],
  ])("answers 400 with the error body when the header is %s", async (_, key) => {
    signInAs("customer");
    await fillCart();
    // Plain fetch: the typed client does not let a call leave the required header out.
    const response = await fetch("http://localhost/api/v1/orders/checkout", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${CUSTOMER_TOKEN}`,
        "Content-Type": "application/json",
        ...(key === null ? {} : { "Idempotency-Key": key }),
      },
      body: JSON.stringify(checkoutBody(CART_UUID)),
    });
    const body: unknown = await response.json();
    expect(response.status).toBe(400);
    expect(body).toEqual({ message: IDEMPOTENCY_KEY_MESSAGE });
    expect(schemaErrors("#/components/schemas/Error", body)).toEqual([]);
    expect(db.cartLines).toHaveLength(1);
  });
});

async function clientSecret(): Promise<string> {
  const { data } = await client.POST("/orders/checkout/save-card");
  return data?.data.clientSecret ?? "";
}

function confirmCard(secret: string, cardNumber: string, expiry = { expMonth: 12, expYear: 2030 }) {
  return client.POST("/orders/checkout/sandbox/confirm-card", {
    body: { clientSecret: secret, cardNumber, cvc: "123", ...expiry },
  });
}

describe("confirmSandboxCard", () => {
  it("turns a good test card into a pm_mock id that verifyCard saves with its details", async () => {
    signInAs("customer");
    const secret = await clientSecret();
    const confirmed = await confirmCard(secret, "5555 5555 5555 4444", {
      expMonth: 3,
      expYear: 2031,
    });
    const paymentMethodId = confirmed.data?.data.paymentMethodId ?? "";
    expect(paymentMethodId).toMatch(/^pm_mock_/);

    const saved = await client.POST("/orders/checkout/verify-card", {
      body: { paymentIntentId: secret.replace(/_secret.*$/, ""), paymentMethodId },
    });
    expect(saved.data?.data).toEqual({
      id: paymentMethodId,
      brand: "mastercard",
      last4: "4444",
      exp_month: 3,
      exp_year: 2031,
      isDefault: false,
    });
    const list = await client.GET("/orders/checkout/payment-methods");
    expect(list.data?.data.map((card) => card.id)).toContain(paymentMethodId);
  });

  it("declines 4000 0000 0000 0002 with Stripe's message", async () => {
    signInAs("customer");
    const declined = await confirmCard(await clientSecret(), "4000 0000 0000 0002");
    expect(declined.response.status).toBe(422);
    expect(declined.error).toEqual({ message: CARD_DECLINED_MESSAGE });
  });

  it("refuses a number that fails the Luhn check and an expired card with 422", async () => {
    signInAs("customer");
    const secret = await clientSecret();
    const mistyped = await confirmCard(secret, "4242 4242 4242 4241");
    expect(mistyped.response.status).toBe(422);
    expect(mistyped.error).toEqual({ message: "Your card number is invalid." });
    const expired = await confirmCard(secret, "4242 4242 4242 4242", {
      expMonth: 5,
      expYear: 2026,
    });
    expect(expired.error).toEqual({ message: "Your card has expired." });
  });

  it("answers 404 to a client secret the mock never handed out", async () => {
    signInAs("customer");
    const unknown = await confirmCard("seti_elsewhere_secret_1", "4242 4242 4242 4242");
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual({ message: CARD_FORM_NOT_FOUND_MESSAGE });
  });
});

describe("the default card", () => {
  const setDefault = (id: string) =>
    client.PATCH("/orders/checkout/payment-methods/default/{id}", { params: { path: { id } } });
  const listed = async () =>
    (await client.GET("/orders/checkout/payment-methods")).data?.data.map((card) => [
      card.id,
      card.isDefault,
    ]);

  it("leads the list, and moves to the card set as default", async () => {
    signInAs("customer");
    expect(await listed()).toEqual([
      ["pm_mock_visa_4242", true],
      ["pm_mock_mastercard_4444", false],
    ]);
    const answer = await setDefault("pm_mock_mastercard_4444");
    expect(answer.response.status).toBe(200);
    expect(answer.data?.data.map((card) => [card.id, card.isDefault])).toEqual([
      ["pm_mock_mastercard_4444", true],
      ["pm_mock_visa_4242", false],
    ]);
    expect(await listed()).toEqual(answer.data?.data.map((card) => [card.id, card.isDefault]));
  });

  it("is the first card saved to an empty list, and passes to the newest card when removed", async () => {
    signInAs("customer");
    db.cards = [];
    const save = async (paymentMethodId: string) =>
      (
        await client.POST("/orders/checkout/verify-card", {
          body: { paymentIntentId: "seti_mock_1", paymentMethodId },
        })
      ).data?.data;
    expect((await save("pm_card_visa"))?.isDefault).toBe(true);
    expect((await save("pm_card_mastercard"))?.isDefault).toBe(false);
    expect((await save("pm_card_amex"))?.isDefault).toBe(false);
    const removed = await client.DELETE("/orders/checkout/payment-methods/{id}", {
      params: { path: { id: "pm_card_visa" } },
    });
    expect(removed.response.status).toBe(204);
    expect(await listed()).toEqual([
      ["pm_card_amex", true],
      ["pm_card_mastercard", false],
    ]);
  });

  it("answers 404 for an unknown card and 403 to guests", async () => {
    signInAs("customer");
    const unknown = await setDefault("pm_mock_unknown");
    expect(unknown.response.status).toBe(404);
    signInAs("guest");
    const guest = await setDefault("pm_mock_visa_4242");
    expect(guest.response.status).toBe(403);
  });
});
