import { defineText } from "@/i18n/defineText";
/** The words of the card forms (docs/product.md § Payment methods: no postal code field). */
export const paymentsText = defineText("paymentsText", {
  loading: "Loading card form...",
  /** Stripe.js could not be fetched (offline, blocked, or a bad key). */
  stripeLoadError: "The card form could not load. Check your connection and try again.",
  stripeLabel: "Card details",
  /** Stripe's element had no complete card to give. */
  stripeIncomplete: "Enter your card details.",
  number: "Card number",
  numberPlaceholder: "1234 1234 1234 1234",
  expiry: "Expiry date",
  expiryPlaceholder: "MM/YY",
  cvc: "Security code (CVC)",
  cvcPlaceholder: "CVC",
  /** The sandbox is a test store: it says which of Stripe's test cards do what. */
  sandboxLegend: "Card",
  sandboxHint: "Test mode: 4242 4242 4242 4242 saves, 4000 0000 0000 0002 is declined.",
  numberProblems: {
    required: "Enter your card number.",
    incomplete: "Your card number is incomplete.",
    invalid: "Your card number is invalid.",
  },
  expiryProblems: {
    required: "Enter your card's expiry date.",
    incomplete: "Your card's expiry date is incomplete.",
    invalidMonth: "Your card's expiry month is invalid.",
    past: "Your card's expiry date is in the past.",
  },
  cvcProblems: {
    required: "Enter your card's security code.",
    incomplete: "Your card's security code is incomplete.",
    invalid: "Your card's security code is invalid.",
  },
} as const);
