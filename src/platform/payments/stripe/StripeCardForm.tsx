import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeCardElement, StripeCardElementOptions } from "@stripe/stripe-js";
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { PlatformMessage } from "@/platform/PlatformMessage";
import { paymentsText as text } from "../payments.text";
import type { CardEntry, CardFormProps } from "../types";

type StripeLoad =
  { status: "loading" } | { status: "ready"; stripe: Stripe } | { status: "failed" };

interface StripeCardFormProps extends CardFormProps {
  /** Stripe.js, fetched once per page. */
  load: () => Promise<Stripe | null>;
}

/**
 * Stripe's card element (number, expiry and CVC in one field; docs/product.md § Payment methods: no postal code).
 * Stripe checks the card as the shopper types and keeps the numbers in its own frame, so they
 * never touch this page; the form only confirms the setup intent save-card began.
 */
export function StripeCardForm({ ref, load, disabled = false }: StripeCardFormProps) {
  const [stripe, setStripe] = useState<StripeLoad>({ status: "loading" });
  const fields = useRef<CardEntry>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (current) setStripe(loaded ? { status: "ready", stripe: loaded } : { status: "failed" });
      },
      (error: unknown) => {
        console.error("Stripe.js could not be loaded", error);
        if (current) setStripe({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  // The handle exists before Stripe does, so a submit while it loads (or after it failed) is refused.
  useImperativeHandle(
    ref,
    () => ({
      check: () => fields.current?.check() ?? false,
      confirm: (clientSecret) =>
        fields.current
          ? fields.current.confirm(clientSecret)
          : Promise.reject(new Error("Stripe's card form has not loaded.")),
    }),
    [],
  );

  if (stripe.status === "loading") return <PlatformMessage>{text.loading}</PlatformMessage>;
  if (stripe.status === "failed") {
    return <PlatformMessage tone="error">{text.stripeLoadError}</PlatformMessage>;
  }
  return (
    <Elements stripe={stripe.stripe}>
      <StripeCardFields ref={fields} disabled={disabled} />
    </Elements>
  );
}

const ELEMENT_STYLE: StripeCardElementOptions["style"] = {
  base: {
    fontSize: "16px",
    color: "#111827",
    "::placeholder": { color: "#6b7280" },
  },
  invalid: { color: "#b42318" },
};

function StripeCardFields({ ref, disabled }: { ref: Ref<CardEntry>; disabled: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const element = useRef<StripeCardElement | null>(null);
  const [complete, setComplete] = useState(false);
  const [stripeError, setStripeError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const labelId = useId();
  const errorId = useId();

  useImperativeHandle(
    ref,
    () => ({
      check: () => {
        if (complete) return true;
        setSubmitted(true);
        element.current?.focus();
        return false;
      },
      confirm: async (clientSecret) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new Error("Stripe's card element is not ready.");
        const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, {
          payment_method: { card },
        });
        // Stripe words its errors for the shopper ("Your card was declined.").
        if (error) return { status: "declined", message: error.message ?? text.stripeIncomplete };
        const method = setupIntent.payment_method;
        const paymentMethodId = typeof method === "string" ? method : method?.id;
        if (!paymentMethodId)
          throw new Error("Stripe confirmed the card without a payment method.");
        return { status: "confirmed", paymentMethodId };
      },
    }),
    [complete, elements, stripe],
  );

  if (loadFailed) return <PlatformMessage tone="error">{text.stripeLoadError}</PlatformMessage>;
  const shownError = stripeError ?? (submitted && !complete ? text.stripeIncomplete : null);
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={shownError ? errorId : undefined}
      className="flex flex-col gap-1"
    >
      <p id={labelId} className="text-sm font-medium text-gray-900">
        {text.stripeLabel}
      </p>
      <div className="rounded-lg border border-gray-300 bg-white px-3 py-3 focus-within:outline-2 focus-within:outline-brand-600">
        <CardElement
          options={{ hidePostalCode: true, disabled, style: ELEMENT_STYLE }}
          onReady={(ready) => {
            element.current = ready;
            // Stripe's field arrives after its dialog opened: the shopper came to type a card.
            ready.focus();
          }}
          onChange={(event) => {
            setComplete(event.complete);
            setStripeError(event.error?.message ?? null);
          }}
          onLoadError={(event) => {
            console.error("Stripe's card element could not load", event.error);
            setLoadFailed(true);
          }}
        />
      </div>
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm text-danger-700">
        {shownError}
      </p>
    </div>
  );
}
