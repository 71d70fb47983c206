import { expect } from "storybook/test";
import { orderSummaryText as text } from "@/components/OrderSummary/OrderSummary.text";

/** A figure as shown, in cents: 'Free' is 0, and a minus (a coupon, a refund) makes it negative. */
export function shownCents(figure: string): number {
  const shown = figure.trim();
  if (shown === text.free) return 0;
  const cents = Math.round(Number(shown.replace(/[-$,]/g, "")) * 100);
  if (Number.isNaN(cents)) throw new Error(`"${figure}" is not an amount`);
  return shown.startsWith("-") ? -cents : cents;
}

/** The Order Summary's lines, label to figure in cents, in the order they are shown. */
export function summaryFigures(summary: HTMLElement): Map<string, number> {
  return new Map(
    [...summary.querySelectorAll("dt")].map((term) => [
      term.textContent ?? "",
      shownCents(term.nextElementSibling?.textContent ?? ""),
    ]),
  );
}

/**
 * The summary adds up as the server's totals do (shared/pricing's computeTotals): Total is every
 * line above it summed (subtotal − coupon + taxes + fees + tip), and Final Payment, when shown,
 * is that Total less any refunds. A fixture with typed figures fails here.
 */
export async function expectSummaryAddsUp(summary: HTMLElement) {
  const figures = summaryFigures(summary);
  const labels = [...figures.keys()];
  const lines = labels.slice(0, labels.indexOf(text.total));
  await expect(lines, "the lines above Total").toHaveLength(6);
  const sum = lines.reduce((total, label) => total + (figures.get(label) ?? 0), 0);
  await expect(figures.get(text.total), "Total").toBe(sum);
  if (figures.has(text.finalPayment)) {
    const refunds = figures.get(text.refunds) ?? 0;
    await expect(figures.get(text.finalPayment), "Final Payment").toBe(sum + refunds);
  }
}
