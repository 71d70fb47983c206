import { describe, expect, it } from "vitest";
import { db } from "../db";
import { client, signInAs, serveMockApiInEachTest } from "../../../tests/mocks/setup";

serveMockApiInEachTest();

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
});
