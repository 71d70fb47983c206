import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { createElement } from "react";
import type { CardFormProps, PaymentsImplementation } from "../types";
import { StripeCardForm } from "./StripeCardForm";

/** docs/architecture.md § Adapters: Stripe, when the build has VITE_STRIPE_PUBLISHABLE_KEY. */
export function createStripePayments(publishableKey: string): PaymentsImplementation {
  let stripe: Promise<Stripe | null> | null = null;
  // Stripe.js is fetched from js.stripe.com once per page; a failed fetch is tried again next time.
  const load = (): Promise<Stripe | null> => {
    stripe ??= loadStripe(publishableKey).catch((error: unknown) => {
      stripe = null;
      throw error;
    });
    return stripe;
  };

  function CardForm(props: CardFormProps) {
    return createElement(StripeCardForm, { ...props, load });
  }

  return { CardForm };
}
