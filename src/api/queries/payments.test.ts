import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { db } from "@/mocks/db";
import { server } from "@/mocks/node";
import { scenarios } from "@/mocks/scenarios";
import { serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";
import { confirmSandboxCard } from "@/platform/payments/sandbox/confirmSandboxCard";
import { ApiError } from "../client";
import type { PaymentMethod } from "../types";
import {
  CardDeclinedError,
  paymentKeys,
  paymentMethodsQuery,
  removePaymentMethodMutation,
  saveCard,
  saveCardMutation,
  setDefaultPaymentMethodMutation,
  type ConfirmCard,
} from "./payments";

serveMockApiInEachTest();

/** The sandbox card form's confirm step for a card number. */
const sandboxCard =
  (cardNumber: string): ConfirmCard =>
  (clientSecret) =>
    confirmSandboxCard(clientSecret, { cardNumber, expMonth: 12, expYear: 2030, cvc: "123" });

describe("saveCard", () => {
  it("runs save-card, the form's confirm and verify-card, and answers the saved card", async () => {
    signInAs("customer");
    const secrets: string[] = [];
    const saved = await saveCard(async (clientSecret) => {
      secrets.push(clientSecret);
      return sandboxCard("4242 4242 4242 4242")(clientSecret);
    });
    expect(secrets).toEqual([expect.stringMatching(/^seti_mock_\w+_secret/)]);
    expect(saved).toMatchObject({ brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 });
    expect(db.cards).toContainEqual(saved);
  });

  it("turns the provider's decline into a CardDeclinedError and saves nothing", async () => {
    signInAs("customer");
    const before = [...db.cards];
    const saving = saveCard(sandboxCard("4000 0000 0000 0002"));
    await expect(saving).rejects.toBeInstanceOf(CardDeclinedError);
    await expect(saving).rejects.toThrow("Your card was declined.");
    expect(db.cards).toEqual(before);
  });

  it("turns verify-card's 422 into a CardDeclinedError", async () => {
    signInAs("customer");
    server.use(...scenarios.checkout.cardDeclined);
    await expect(saveCard(sandboxCard("4242424242424242"))).rejects.toThrow(
      new CardDeclinedError("Your card was declined."),
    );
  });

  it("lets any other failure through as it came", async () => {
    signInAs("customer");
    server.use(...scenarios.checkout.saveCardFails);
    let confirmed = false;
    const saving = saveCard(async () => {
      confirmed = true;
      return { status: "confirmed", paymentMethodId: "pm_card_visa" };
    });
    await expect(saving).rejects.toBeInstanceOf(ApiError);
    await expect(saving).rejects.not.toBeInstanceOf(CardDeclinedError);
    expect(confirmed).toBe(false);
  });
});

describe("removePaymentMethodMutation", () => {
  it("removes the card on the server and from the cached list", async () => {
    signInAs("customer");
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const [first, second] = db.cards;
    await queryClient.fetchQuery(paymentMethodsQuery());
    const observer = new MutationObserver(queryClient, removePaymentMethodMutation(queryClient));

    await observer.mutate(first?.id ?? "");

    // The removed card was the default: the server hands the flag to the card left.
    expect(db.cards).toEqual([{ ...second, isDefault: true }]);
    const cached = queryClient.getQueryData<PaymentMethod[]>(paymentKeys.methods());
    expect(cached?.map((card) => card.id)).toEqual([second?.id]);
  });
});

describe("setDefaultPaymentMethodMutation", () => {
  it("makes the card the default and replaces the cached list with the server's answer", async () => {
    signInAs("customer");
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const [first, second] = db.cards;
    await queryClient.fetchQuery(paymentMethodsQuery());
    const observer = new MutationObserver(
      queryClient,
      setDefaultPaymentMethodMutation(queryClient),
    );

    await observer.mutate(second?.id ?? "");

    const expected = [
      { ...second, isDefault: true },
      { ...first, isDefault: false },
    ];
    expect(queryClient.getQueryData(paymentKeys.methods())).toEqual(expected);
  });
});

describe("saveCardMutation", () => {
  it("marks the saved cards for a reload once a card is saved", async () => {
    signInAs("customer");
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(paymentMethodsQuery());
    const observer = new MutationObserver(queryClient, saveCardMutation(queryClient));

    const saved = await observer.mutate(sandboxCard("5555 5555 5555 4444"));

    expect(saved).toMatchObject({ brand: "mastercard", last4: "4444" });
    // Invalidated: a screen showing the cards refetches them (here none is mounted).
    expect(queryClient.getQueryState(paymentKeys.methods())?.isInvalidated).toBe(true);
  });
});
