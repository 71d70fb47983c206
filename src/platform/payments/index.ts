import { createElement, lazy, Suspense } from "react";
import { paymentsText } from "./payments.text";
import { PlatformMessage } from "@/platform/PlatformMessage";
import type { CardFormProps, PaymentsAdapter, PaymentsImplementation } from "./types";

export type { CardConfirmation, CardEntry, CardFormProps, PaymentsAdapter } from "./types";

export interface PaymentsConfig {
  /** With a key Stripe runs; without one, the offline sandbox. */
  stripePublishableKey?: string | undefined;
}

/**
 * docs/architecture.md § Adapters: the one place that knows which card payments provider runs. Each
 * implementation is its own chunk, loaded when a card form first shows, so Stripe's code never
 * ships to a store without a key.
 */
export function createPaymentsAdapter({ stripePublishableKey }: PaymentsConfig): PaymentsAdapter {
  const key = stripePublishableKey?.trim() ?? "";
  let loading: Promise<PaymentsImplementation> | null = null;
  const load = (): Promise<PaymentsImplementation> => {
    loading ??= (
      key
        ? import("./stripe").then((stripe) => stripe.createStripePayments(key))
        : import("./sandbox").then((sandbox) => sandbox.sandboxPayments)
    ).catch((error: unknown) => {
      // A chunk that failed to arrive is asked for again next time.
      loading = null;
      throw error;
    });
    return loading;
  };

  const LazyCardForm = lazy(async () => ({ default: (await load()).CardForm }));
  function CardForm(props: CardFormProps) {
    return createElement(
      Suspense,
      { fallback: createElement(PlatformMessage, null, paymentsText.loading) },
      createElement(LazyCardForm, props),
    );
  }

  return { provider: key ? "stripe" : "sandbox", CardForm };
}

/** The card payments provider of this build. */
export const payments = createPaymentsAdapter({
  stripePublishableKey: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY,
});
