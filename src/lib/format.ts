import { dateFormat } from "@/i18n/intlFormats";

// Making an Intl format costs about a hundred times formatting with one (and a page's first one
// loads the locale's data), so each is made on first use and kept: a page of cards formats a
// price or two per card on every render.
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency = "USD"): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

const BARE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** docs/product.md § Constants and limits: "Saturday, Nov 21, 2026". Returns "" for a date that cannot be read. */
export function formatDeliveryDate(date: string | Date): string {
  const parsed = typeof date === "string" ? parseDate(date) : date;
  if (Number.isNaN(parsed.getTime())) return "";
  // The local calendar day, formatted in UTC: the kept format then serves any time zone.
  const deliveryDateFormat = dateFormat("deliveryDate", {
    timeZone: "UTC",
    weekday: "long",
    month: "short",
    day: "2-digit",
    year: "numeric",
  });
  return deliveryDateFormat.format(
    new Date(Date.UTC(parsed.getFullYear(), parsed.getMonth(), parsed.getDate())),
  );
}

// new Date("2026-11-21") is UTC midnight, which is the previous day west of Greenwich.
function parseDate(text: string): Date {
  const bare = BARE_DATE.exec(text);
  if (!bare) return new Date(text);
  const [, year, month, day] = bare;
  return new Date(Number(year), Number(month) - 1, Number(day));
}

/** "mm:ss" for the OTP resend timer. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad2(Math.floor(whole / 60))}:${pad2(whole % 60)}`;
}

/** "MM/YYYY" for a saved card. */
export function formatExpiry(month: number, year: number): string {
  return `${pad2(month)}/${year}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

/** Whether a server-formatted amount ("$4.60", "-$4.60", "$0.00") is more than nothing. */
export function isSomeMoney(formatted: string): boolean {
  return /[1-9]/.test(formatted);
}

/**
 * A discount reads as one: the server formats the amount it takes off ("$4.60"), the summary
 * shows it taken off ("-$4.60"); nothing off stays "$0.00".
 */
export function discountFigure(formatted: string): string {
  const amount = formatted.trim();
  return isSomeMoney(amount) && !amount.startsWith("-") ? `-${amount}` : amount;
}
