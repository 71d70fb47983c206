import { dollarsToCents, formatCents } from "./money";

/** The contract's cap on the rider tip a cart carries ($500). */
export const MAX_TIP_CENTS = 500_00;

/**
 * What the tips added after delivery may add up to on one order (the contract and docs/product.md
 * § Constants and limits state it): a generous thank-you, and a bound on what a runaway client can charge.
 */
export const ADDITIONAL_TIPS_CAP_CENTS = 100_00;

/**
 * A rider tip in dollars (a cart's, or one added after delivery) as the cents kept, or null when
 * it rounds to nothing or passes the cap.
 */
export function tipCents(tipAmount: number): number | null {
  const cents = dollarsToCents(tipAmount);
  return cents > 0 && cents <= MAX_TIP_CENTS ? cents : null;
}

/**
 * Why a tip after delivery cannot be added to an order already carrying `carriedCents` of such
 * tips (the cap would be passed), in the shopper's words; null when it fits.
 */
export function additionalTipCapRefusal(carriedCents: number, tipCents: number): string | null {
  const room = ADDITIONAL_TIPS_CAP_CENTS - carriedCents;
  if (tipCents <= room) return null;
  const cap = formatCents(ADDITIONAL_TIPS_CAP_CENTS);
  return room > 0
    ? `Tips after delivery add up to at most ${cap} an order: ${formatCents(room)} can still be added.`
    : `This order already carries the most tips it can (${cap}).`;
}

/**
 * An order's tips after delivery once `tipCents` more is added to the `carriedCents` it carries,
 * or the refusal when that would pass the cap.
 */
export function additionalTipsAfter(
  carriedCents: number,
  tipCents: number,
): { totalCents: number } | { refusal: string } {
  const refusal = additionalTipCapRefusal(carriedCents, tipCents);
  return refusal === null ? { totalCents: carriedCents + tipCents } : { refusal };
}
