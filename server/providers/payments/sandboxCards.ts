import { PaymentError } from "./types";

/**
 * The sandbox's card rules, mirroring Stripe's test cards
 * (https://docs.stripe.com/testing#cards, #declined-payments): the same numbers save, decline or
 * fail later charges with Stripe's own messages, so a shopper flow tested offline behaves the
 * same against Stripe in test mode.
 */

export type DeclineCode =
  | "generic_decline"
  | "insufficient_funds"
  | "expired_card"
  | "incorrect_cvc"
  | "processing_error"
  | "incorrect_number";

/** Stripe's messages for its decline codes, which the API shows the shopper as they are. */
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  generic_decline: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: "An error occurred while processing your card. Try again in a little bit.",
  incorrect_number: "Your card number is invalid.",
};

export function decline(code: DeclineCode): PaymentError {
  return new PaymentError(DECLINE_MESSAGES[code], code);
}

interface TestCard {
  brand?: string;
  /** Confirming the card fails with this code (nothing is saved). */
  setupDecline?: DeclineCode;
  /** The card saves, and every later charge fails with this code. */
  chargeDecline?: DeclineCode;
}

const TEST_CARDS: Record<string, TestCard> = {
  "4242424242424242": { brand: "visa" },
  "4000056655665556": { brand: "visa" },
  "5555555555554444": { brand: "mastercard" },
  "2223003122003222": { brand: "mastercard" },
  "378282246310005": { brand: "amex" },
  "6011111111111117": { brand: "discover" },
  "3566002020360505": { brand: "jcb" },
  "36227206271667": { brand: "diners" },
  "4000000000000002": { setupDecline: "generic_decline" },
  "4000000000000069": { setupDecline: "expired_card" },
  "4000000000000127": { setupDecline: "incorrect_cvc" },
  "4000000000000119": { setupDecline: "processing_error" },
  "4000000000009995": { chargeDecline: "insufficient_funds" },
  "4000000000000341": { chargeDecline: "generic_decline" },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network by number prefix (IIN ranges), with Stripe's brand names. */
export function brandOf(digits: string): string {
  const prefix = (length: number) => Number(digits.slice(0, length));
  if (digits.startsWith("4")) return "visa";
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) {
    return "mastercard";
  }
  if (prefix(2) === 34 || prefix(2) === 37) return "amex";
  if (
    digits.startsWith("6011") ||
    digits.startsWith("65") ||
    (prefix(3) >= 644 && prefix(3) <= 649)
  ) {
    return "discover";
  }
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return "jcb";
  if ((prefix(3) >= 300 && prefix(3) <= 305) || ["36", "38", "39"].includes(digits.slice(0, 2))) {
    return "diners";
  }
  if (digits.startsWith("62")) return "unionpay";
  return "unknown";
}

export interface CardInput {
  /** Digits, spaces allowed (the contract's pattern). */
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  chargeDeclineCode: DeclineCode | null;
}

/** Card numbers are 13 to 19 digits (ISO/IEC 7812; Diners test cards have 14, Amex 15). */
const CARD_LENGTH = /^\d{13,19}$/;

/**
 * What confirming these card details does: the card to save, or a PaymentError with Stripe's
 * message. An expiry month is valid to its last day, so only earlier months have expired.
 */
export function checkSandboxCard(card: CardInput, now: Date): CheckedCard {
  const digits = card.cardNumber.replace(/ /g, "");
  if (!CARD_LENGTH.test(digits) || !luhnValid(digits)) throw decline("incorrect_number");
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (card.expYear < year || (card.expYear === year && card.expMonth < month)) {
    throw decline("expired_card");
  }
  const test = TEST_CARDS[digits] ?? {};
  if (test.setupDecline) throw decline(test.setupDecline);
  return {
    brand: test.brand ?? brandOf(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    chargeDeclineCode: test.chargeDecline ?? null,
  };
}

/** The decline a saved card's charges get (a code stored by an older version charges as declined). */
export function chargeDecline(code: string | null): PaymentError | null {
  if (!code) return null;
  return code in DECLINE_MESSAGES ? decline(code as DeclineCode) : decline("generic_decline");
}
