/**
 * Money is integer cents wherever it is computed; the contract carries dollars (numbers) and the
 * strings the UI shows. These functions are the only crossings between the two.
 */

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 349 → "$3.49". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Cents as the contract's dollar number: 349 → 3.49 (the double nearest 3.49, as JSON writes it). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars as sent by a client to cents, half up: 1.005 → 101 (1.005 × 100 is 100.4999… in floats). */
export function dollarsToCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(15)));
}

/** `percent` % of an amount in cents, rounded half up to the cent (integers only: no float drift). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/** Whole percent off the original price; 0 when the price is not below it. */
export function discountPercent(priceCents: number, originalCents: number): number {
  if (originalCents <= 0 || priceCents >= originalCents) return 0;
  return Math.round(((originalCents - priceCents) / originalCents) * 100);
}
