/**
 * The card rules of the offline sandbox, mirroring Stripe's test cards
 * (https://docs.stripe.com/testing#cards, #declined-payments): the same numbers save, decline or
 * fail later charges with Stripe's own messages, so a flow tested offline behaves the same
 * against Stripe in test mode. The server's sandbox provider, the web app's sandbox card form and
 * the mock API all check cards with these.
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

export type CardBrand =
  "visa" | "mastercard" | "amex" | "discover" | "jcb" | "diners" | "unionpay" | "unknown";

interface TestCard {
  brand?: CardBrand;
  /** Confirming the card fails with this code (nothing is saved). */
  setupDecline?: DeclineCode;
  /** The card saves, and every later charge fails with this code. */
  chargeDecline?: DeclineCode;
}

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
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

/** The Luhn checksum every card number carries in its last digit (false for anything but digits). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
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

/** The card network by the number's first digits (IIN ranges), in Stripe's spelling. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|64[4-9]|65)/.test(digits)) return "discover";
  if (/^35(2[89]|[3-8])/.test(digits)) return "jcb";
  if (/^3(0[0-5]|[689])/.test(digits)) return "diners";
  if (/^62/.test(digits)) return "unionpay";
  return "unknown";
}

export interface CardDetails {
  /** Digits, spaces allowed (the contract's pattern). */
  cardNumber: string;
  expMonth: number;
  expYear: number;
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

/** Whether an expiry has passed: a card is valid to the last day of its month (UTC). */
export function expiryPassed(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

/** What confirming these card details does: the card to save, or the code Stripe declines it with. */
export function checkCard(
  card: CardDetails,
  now: Date,
): { card: CheckedCard } | { decline: DeclineCode } {
  const digits = card.cardNumber.replace(/ /g, "");
  if (!CARD_LENGTH.test(digits) || !luhnValid(digits)) return { decline: "incorrect_number" };
  if (expiryPassed(card, now)) return { decline: "expired_card" };
  const test = TEST_CARDS[digits] ?? {};
  if (test.setupDecline) return { decline: test.setupDecline };
  return {
    card: {
      brand: test.brand ?? cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      chargeDeclineCode: test.chargeDecline ?? null,
    },
  };
}

/** The decline a saved card's charges get (a code stored by an older version charges as declined). */
export function chargeDeclineCode(code: string | null): DeclineCode | null {
  if (!code) return null;
  return isDeclineCode(code) ? code : "generic_decline";
}

function isDeclineCode(code: string): code is DeclineCode {
  return Object.hasOwn(DECLINE_MESSAGES, code);
}
