/** docs/replacements.md § Shortages: why a short line was refunded, as the order answers it. */
export const REFUND_REASONS = {
  /** The shopper chose "Don't replace, refund me". */
  outOfStock: "Out of stock",
  /** A best match was wanted and nothing qualified. */
  noMatch: "No similar item in stock",
  /** The shopper rejected the offered replacement. */
  rejected: "Replacement rejected",
} as const;
