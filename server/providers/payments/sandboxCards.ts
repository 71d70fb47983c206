import {
  chargeDeclineCode,
  checkCard,
  DECLINE_MESSAGES,
  type CardDetails,
  type CheckedCard,
  type DeclineCode,
} from "../../../shared/payments";
import { PaymentError } from "./types";

/** The sandbox's card rules (shared/payments) as the provider raises them: Stripe's PaymentError. */

export type { CheckedCard, DeclineCode };

export function decline(code: DeclineCode): PaymentError {
  return new PaymentError(DECLINE_MESSAGES[code], code);
}

export interface CardInput extends CardDetails {
  cvc: string;
}

/** The card to save, or a PaymentError with Stripe's message. */
export function checkSandboxCard(card: CardInput, now: Date): CheckedCard {
  const checked = checkCard(card, now);
  if ("decline" in checked) throw decline(checked.decline);
  return checked.card;
}

/** The decline a saved card's charges get, as a PaymentError. */
export function chargeDecline(code: string | null): PaymentError | null {
  const declined = chargeDeclineCode(code);
  return declined ? decline(declined) : null;
}
