import Stripe from "stripe";

export type StripeEvent = Stripe.Event;

/**
 * The event Stripe signed, or null when the Stripe-Signature header does not verify against the
 * endpoint's secret over these exact bytes (or is older than Stripe's 5-minute tolerance).
 */
export function verifyStripeEvent(
  payload: Buffer,
  signature: string,
  secret: string,
): StripeEvent | null {
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw error;
  }
}
