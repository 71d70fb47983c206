import { cardBrand, luhnValid, type CardBrand } from "../../../../shared/payments";

/**
 * The sandbox card form's checks, pure so they are tested alone. They mirror what Stripe's card
 * element checks as the shopper types, so both forms refuse the same mistakes before a call; the
 * network and the checksum are the server's own (shared/payments).
 */

export { cardBrand, luhnValid, type CardBrand };

/** Digit counts each network issues (as Stripe's card element accepts them); at most 19. */
const LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  visa: [16],
  mastercard: [16],
  amex: [15],
  discover: [16, 19],
  jcb: [16, 17, 18, 19],
  diners: [14, 15, 16, 17, 18, 19],
  unionpay: [16, 17, 18, 19],
  unknown: [16, 17, 18, 19],
};

/** How many digits the number field takes for the network its first digits name. */
export function maxCardDigits(brand: CardBrand): number {
  return Math.max(...LENGTHS[brand]);
}

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/** "4242424242424242" → "4242 4242 4242 4242"; digits past the network's longest are dropped. */
export function formatCardNumber(text: string): string {
  const typed = onlyDigits(text);
  const digits = typed.slice(0, maxCardDigits(cardBrand(typed)));
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export type CardNumberProblem = "required" | "incomplete" | "invalid";

/**
 * What is wrong with the number so far. While typing (`final` false) a short number is not yet a
 * problem; a number of its network's full length that fails the checksum already is.
 */
export function cardNumberProblem(text: string, final: boolean): CardNumberProblem | null {
  const digits = onlyDigits(text);
  if (digits.length === 0) return final ? "required" : null;
  const lengths = LENGTHS[cardBrand(digits)];
  if (lengths.includes(digits.length) && luhnValid(digits)) return null;
  // At its longest the number cannot become valid by typing on.
  if (digits.length >= Math.max(...lengths)) return "invalid";
  if (!final) return null;
  return digits.length < Math.min(...lengths) ? "incomplete" : "invalid";
}

/**
 * A month, a separator (slash, dash, dot or space, spaced or not) and a year of 2 digits, or of
 * 4 in this century (so "12/2627", typed on past the year, is not read as 2027).
 */
const SEPARATED_EXPIRY = /^\s*(\d{1,2})\s*[/\-.\s]\s*(\d{2}|20\d{2})\s*$/;
/** Digits only: MMYY or MMYYYY (a year of this century). */
const BARE_EXPIRY = /^\s*(\d{2})(\d{2}|20\d{2})\s*$/;

/**
 * A whole expiry as it is pasted or autofilled, in MM/YY: "12/34", "12 / 34" (as Stripe's own
 * field shows it), "1234", "12/2034", "122034" and "1/34" all read "12/34" (or "01/34"); null
 * when the text is not a whole expiry (the shopper is still typing one).
 */
export function normaliseExpiry(text: string): string | null {
  const separated = SEPARATED_EXPIRY.exec(text);
  const parts = separated ?? BARE_EXPIRY.exec(text);
  if (!parts) return null;
  const [, month = "", year = ""] = parts;
  return `${month.padStart(2, "0")}/${year.slice(-2)}`;
}

/**
 * The expiry field as the shopper types: "1", "12", "122", "1226" → "1", "12/", "12/2", "12/26".
 * While deleting, the slash is not put back, or Backspace could never get past it. A whole
 * expiry pasted or autofilled in another form is read by normaliseExpiry.
 */
export function formatExpiryInput(text: string, deleting = false): string {
  const whole = normaliseExpiry(text);
  if (whole !== null) return whole;
  let digits = onlyDigits(text).slice(0, 4);
  // "2" can only be February, and "1/" is January: both are the month already.
  if (/^[2-9]$/.test(digits) || (!deleting && /^\d\D$/.test(text.trim()))) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export interface CardExpiry {
  month: number;
  /** Four digits: "MM/YY" is read as 20YY. */
  year: number;
}

/** "MM/YY" → month and year, or null until both are there. */
export function parseExpiry(text: string): CardExpiry | null {
  const digits = onlyDigits(text);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

export type ExpiryProblem = "required" | "incomplete" | "invalidMonth" | "past";

/** A card works to the end of its expiry month, so this month is still good. */
export function expiryProblem(text: string, final: boolean, today: Date): ExpiryProblem | null {
  const digits = onlyDigits(text);
  if (digits.length === 0) return final ? "required" : null;
  if (digits.length >= 2) {
    const month = Number(digits.slice(0, 2));
    if (month < 1 || month > 12) return "invalidMonth";
  }
  const expiry = parseExpiry(text);
  if (!expiry) return final ? "incomplete" : null;
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  if (expiry.year < thisYear || (expiry.year === thisYear && expiry.month < thisMonth)) {
    return "past";
  }
  return null;
}

/** American Express prints 4 digits on the front; the others 3 on the back. */
export function cvcLength(brand: CardBrand): 3 | 4 {
  return brand === "amex" ? 4 : 3;
}

export type CvcProblem = "required" | "incomplete" | "invalid";

/** Until the number names its network, 3 or 4 digits will do. */
export function cvcProblem(text: string, brand: CardBrand, final: boolean): CvcProblem | null {
  const digits = onlyDigits(text);
  if (digits.length === 0) return final ? "required" : null;
  const expected = brand === "unknown" ? [3, 4] : [cvcLength(brand)];
  if (expected.includes(digits.length)) return null;
  if (digits.length > Math.max(...expected)) return "invalid";
  return final ? "incomplete" : null;
}
