import { expect } from "vitest";
import type { Schemas } from "../../../server/http/types";
import { expectContract } from "./contract";
import { callApi } from "./requests";

/** Stripe's test card numbers, which the sandbox provider mirrors. */
export const TEST_CARDS = {
  visa: "4242424242424242",
  visaDebit: "4000056655665556",
  mastercard: "5555555555554444",
  mastercardSeries2: "2223003122003222",
  amex: "378282246310005",
  discover: "6011111111111117",
  jcb: "3566002020360505",
  diners: "36227206271667",
  /** Confirming these fails (422 with the message below). */
  declined: "4000000000000002",
  expired: "4000000000000069",
  incorrectCvc: "4000000000000127",
  processingError: "4000000000000119",
  /** These save fine; every charge on them declines. */
  insufficientFunds: "4000000000009995",
  chargeDeclined: "4000000000000341",
} as const;

/** Stripe's decline messages, which the API answers as they are. */
export const DECLINES = {
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  expired: "Your card has expired.",
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: "An error occurred while processing your card. Try again in a little bit.",
  invalidNumber: "Your card number is invalid.",
  notConfirmed: "The card was not confirmed. Please try again.",
} as const;

export interface CardDetails {
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** An expiry safely in the future whatever the test clock says. */
export function validCardDetails(cardNumber: string): CardDetails {
  const amex = /^3[47]/.test(cardNumber.replace(/ /g, ""));
  return { expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: amex ? "1234" : "123" };
}

/** createSaveCardIntent, asserted against the contract. */
export async function startSaveCard(token: string): Promise<Schemas["SaveCardResult"]> {
  const response = await callApi("POST", "/orders/checkout/save-card", { token });
  expectContract("createSaveCardIntent", response);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["SaveCardResultResponse"]).data;
}

/** confirmSandboxCard (the sandbox's card form), asserted against the contract. */
export async function confirmCard(
  token: string,
  clientSecret: string,
  cardNumber: string,
  details: Partial<CardDetails> = {},
) {
  const response = await callApi("POST", "/orders/checkout/sandbox/confirm-card", {
    token,
    body: { clientSecret, cardNumber, ...validCardDetails(cardNumber), ...details },
  });
  expectContract("confirmSandboxCard", response);
  return response;
}

/** verifyCard, asserted against the contract. */
export async function verifyCard(token: string, paymentIntentId: string, paymentMethodId: string) {
  const response = await callApi("POST", "/orders/checkout/verify-card", {
    token,
    body: { paymentIntentId, paymentMethodId },
  });
  expectContract("verifyCard", response);
  return response;
}

/**
 * Saves a card the way the web app does with the sandbox provider: start, confirm the card
 * details, verify. Answers the saved card.
 */
export async function saveCard(
  token: string,
  cardNumber: string = TEST_CARDS.visa,
  details: Partial<CardDetails> = {},
): Promise<Schemas["PaymentMethod"]> {
  const intent = await startSaveCard(token);
  const confirmed = await confirmCard(token, intent.clientSecret, cardNumber, details);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { paymentMethodId } = (confirmed.json() as Schemas["SandboxCardResultResponse"]).data;
  const verified = await verifyCard(token, intent.paymentIntentId, paymentMethodId);
  expect(verified.statusCode, verified.body).toBe(200);
  return (verified.json() as Schemas["PaymentMethodResponse"]).data;
}

/** Saves a sandbox test card (Visa 4242 unless given) and answers its payment method id. */
export async function saveSandboxCard(
  token: string,
  cardNumber: string = TEST_CARDS.visa,
): Promise<string> {
  return (await saveCard(token, cardNumber)).id;
}

/** listPaymentMethods, asserted against the contract. */
export async function listCards(token: string): Promise<Schemas["PaymentMethod"][]> {
  const response = await callApi("GET", "/orders/checkout/payment-methods", { token });
  expectContract("listPaymentMethods", response);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["PaymentMethodListResponse"]).data;
}
