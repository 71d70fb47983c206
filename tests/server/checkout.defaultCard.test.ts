import { describe, expect, it } from "vitest";
import type { Schemas } from "../../server/http/types";
import { signInCustomer, signInGuest } from "./support/auth";
import { listCards, saveCard, TEST_CARDS } from "./support/cards";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";

const defaultUrl = (id: string) => `/orders/checkout/payment-methods/default/${id}`;

/** setDefaultPaymentMethod, asserted against the contract. */
async function setDefault(token: string, id: string) {
  const response = await callApi("PATCH", defaultUrl(id), { token });
  expectContract("setDefaultPaymentMethod", response);
  return response;
}

const defaults = (cards: Schemas["PaymentMethod"][]) =>
  cards.filter((card) => card.isDefault).map((card) => card.id);

describe("the default card", () => {
  it("is the first card saved; later cards are not", async () => {
    const { token } = await signInCustomer();
    const first = await saveCard(token, TEST_CARDS.visa);
    const second = await saveCard(token, TEST_CARDS.mastercard);
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    expect(defaults(await listCards(token))).toEqual([first.id]);
  });

  it("moves to the card set as default, which leads the list it answers", async () => {
    const { token } = await signInCustomer();
    const first = await saveCard(token, TEST_CARDS.visa);
    const second = await saveCard(token, TEST_CARDS.mastercard);
    const third = await saveCard(token, TEST_CARDS.amex);
    const response = await setDefault(token, second.id);
    expect(response.statusCode, response.body).toBe(200);
    const answered = (response.json() as Schemas["PaymentMethodListResponse"]).data;
    expect(answered.map((card) => [card.id, card.isDefault])).toEqual([
      [second.id, true],
      [third.id, false],
      [first.id, false],
    ]);
    expect(await listCards(token)).toEqual(answered);
    // Setting the default again changes nothing.
    const again = await setDefault(token, second.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
  });

  it("passes to the most recently saved remaining card when the default is removed", async () => {
    const { token } = await signInCustomer();
    const first = await saveCard(token, TEST_CARDS.visa);
    const second = await saveCard(token, TEST_CARDS.mastercard);
    const third = await saveCard(token, TEST_CARDS.amex);
    const removed = await callApi("DELETE", `/orders/checkout/payment-methods/${first.id}`, {
      token,
    });
    expect(removed.statusCode).toBe(204);
    expect((await listCards(token)).map((card) => [card.id, card.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    // Removing a card that is not the default leaves the default where it is.
    await callApi("DELETE", `/orders/checkout/payment-methods/${second.id}`, { token });
    expect(defaults(await listCards(token))).toEqual([third.id]);
    // A card saved after the list emptied is the default again.
    await callApi("DELETE", `/orders/checkout/payment-methods/${third.id}`, { token });
    expect(await listCards(token)).toEqual([]);
    expect((await saveCard(token, TEST_CARDS.discover)).isDefault).toBe(true);
  });

  it("cannot be a removed card", async () => {
    const { token } = await signInCustomer();
    await saveCard(token, TEST_CARDS.visa);
    const removed = await saveCard(token, TEST_CARDS.mastercard);
    await callApi("DELETE", `/orders/checkout/payment-methods/${removed.id}`, { token });
    const response = await setDefault(token, removed.id);
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 for another customer's card or an unknown one, and keeps the default", async () => {
    const owner = await signInCustomer();
    const other = await signInCustomer();
    const ownersDefault = await saveCard(owner.token, TEST_CARDS.visa);
    const ownersOther = await saveCard(owner.token, TEST_CARDS.mastercard);
    const othersCard = await saveCard(other.token, TEST_CARDS.jcb);
    for (const id of [ownersOther.id, "pm_sandbox_unknown"]) {
      const response = await setDefault(other.token, id);
      expect(response.statusCode).toBe(404);
    }
    expect(defaults(await listCards(owner.token))).toEqual([ownersDefault.id]);
    expect(defaults(await listCards(other.token))).toEqual([othersCard.id]);
  });

  it("turns guests away with 403 and callers without a session with 401", async () => {
    const guest = await signInGuest();
    const forbidden = await setDefault(guest.token, "pm_x");
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await callApi("PATCH", defaultUrl("pm_x"));
    expectContract("setDefaultPaymentMethod", anonymous);
    expect(anonymous.statusCode).toBe(401);
  });
});
