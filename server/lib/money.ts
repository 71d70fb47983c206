/** Money is integer cents in the database; answers carry dollars and the strings the UI shows. */

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

/** Whole percent off the original price; 0 when the price is not below it. */
export function discountPercent(priceCents: number, originalCents: number): number {
  if (originalCents <= 0 || priceCents >= originalCents) return 0;
  return Math.round(((originalCents - priceCents) / originalCents) * 100);
}
