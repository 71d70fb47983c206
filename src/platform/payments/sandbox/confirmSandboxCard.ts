import { api, ApiError, unwrap } from "@/api/client";
import type { CardConfirmation } from "../types";

export interface SandboxCard {
  /** Digits only. */
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * The sandbox's stand-in for Stripe.js's confirmCardSetup: the server checks the test card for
 * save-card's clientSecret and answers a payment method id for verify-card.
 */
export async function confirmSandboxCard(
  clientSecret: string,
  card: SandboxCard,
): Promise<CardConfirmation> {
  try {
    const confirmed = await unwrap(
      api.POST("/orders/checkout/sandbox/confirm-card", { body: { clientSecret, ...card } }),
    );
    return { status: "confirmed", paymentMethodId: confirmed.data.paymentMethodId };
  } catch (error) {
    // 422 is the sandbox declining the card, in Stripe's words; anything else is not the card's doing.
    if (error instanceof ApiError && error.status === 422 && error.body) {
      return { status: "declined", message: error.body.message };
    }
    throw error;
  }
}
