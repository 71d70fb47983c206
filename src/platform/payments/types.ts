import type { ComponentType, Ref } from "react";

/** What the provider answered for the entered card: its payment method, or why it refused. */
export type CardConfirmation =
  | { status: "confirmed"; paymentMethodId: string }
  /** The provider's own words ("Your card was declined."), fit to show the shopper. */
  | { status: "declined"; message: string };

/** What the card form lets its container do with the card being entered. */
export interface CardEntry {
  /** Shows each field's problem and moves focus to the first; true when the card can be sent. */
  check: () => boolean;
  /**
   * Confirms the card with the provider for save-card's clientSecret. Rejects only when the
   * provider could not be asked (network, a form that never loaded), never for a refused card.
   */
  confirm: (clientSecret: string) => Promise<CardConfirmation>;
}

export interface CardFormProps {
  /** Receives the form's CardEntry once it can take a card. */
  ref?: Ref<CardEntry>;
  /** True while a card is being saved: the fields cannot change. */
  disabled?: boolean;
}

/** docs/architecture.md § Adapters: card payments, Stripe or the offline sandbox, behind one face. */
export interface PaymentsAdapter {
  provider: "stripe" | "sandbox";
  /** The card fields (number, expiry, security code; never a postal code), without a submit button. */
  CardForm: ComponentType<CardFormProps>;
}

/** An adapter's implementation, loaded on first use. */
export type PaymentsImplementation = Omit<PaymentsAdapter, "provider">;
