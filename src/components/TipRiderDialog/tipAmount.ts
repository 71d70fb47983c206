/**
 * docs/product.md § Validation: the amount is parsed as a number, and anything that is not a number, or is 0
 * or less, is refused ('Enter a valid amount'). Returns the amount, or null when refused.
 */
export function parseTipAmount(input: string): number | null {
  const text = input.trim();
  if (text === "") return null;
  const amount = Number(text);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}
