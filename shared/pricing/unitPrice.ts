/**
 * Unit prices as a US grocer's shelf tag shows them (docs/catalogue-marks.md): US customary
 * units with metric beside them, "$0.19/oz · $6.70/kg" for weights, "$0.05/fl oz · $1.69/L" for
 * volumes and "$0.08/ct" for counts. Prices keep two decimals; one that would show as $0.00 gets
 * the digits down to its first significant one instead ("$0.004/ct"), so no unit price reads free.
 */

/** The units net quantities are kept in: grams, millilitres and pieces. */
export type NetUnit = "g" | "ml" | "ct";

export const GRAMS_PER_OUNCE = 28.349523125;
export const MILLILITRES_PER_FLUID_OUNCE = 29.5735295625;

const twoDecimals = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars, with two decimals, or down to the first significant digit below half a cent. */
export function formatUnitDollars(dollars: number): string {
  if (dollars > 0 && dollars < 0.005) {
    // 0.0042 → "$0.004": the first significant digit, rounded (toPrecision(1) never gives 0).
    const digits = Math.max(3, -Math.floor(Math.log10(dollars)));
    return `$${Number(dollars.toPrecision(1)).toFixed(digits)}`;
  }
  return twoDecimals.format(dollars);
}

/** The card's unit price; null without a net quantity to divide by. */
export function formatUnitPrice(
  priceCents: number,
  netQuantity: number | null,
  netUnit: string | null,
): string | null {
  if (netQuantity === null || !(netQuantity > 0)) return null;
  const dollars = priceCents / 100;
  switch (netUnit) {
    case "g":
      return `${formatUnitDollars((dollars / netQuantity) * GRAMS_PER_OUNCE)}/oz · ${formatUnitDollars((dollars / netQuantity) * 1000)}/kg`;
    case "ml":
      return `${formatUnitDollars((dollars / netQuantity) * MILLILITRES_PER_FLUID_OUNCE)}/fl oz · ${formatUnitDollars((dollars / netQuantity) * 1000)}/L`;
    case "ct":
      return `${formatUnitDollars(dollars / netQuantity)}/ct`;
    default:
      return null;
  }
}
