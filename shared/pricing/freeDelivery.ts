import type { components } from "../contract/schema.gen";
import { formatCents } from "./money";
import { FREE_DELIVERY_FROM_CENTS } from "./policy";

export type FreeDeliveryProgress = components["schemas"]["FreeDeliveryProgress"];

/**
 * The cart's free-delivery meter, by the same rule computeTotals waives the delivery fee with:
 * a subtotal (before any coupon) from FREE_DELIVERY_FROM_CENTS up delivers free. The server's cart
 * and the web app's mock both answer it from here, so the meter and the fee never disagree.
 * The percent is rounded down, so the meter shows 100 only once delivery really is free.
 */
export function freeDeliveryProgress(
  subtotalCents: number,
  thresholdCents: number = FREE_DELIVERY_FROM_CENTS,
): FreeDeliveryProgress {
  const subtotal = Math.max(0, subtotalCents);
  const isUnlocked = subtotal >= thresholdCents;
  const remaining = isUnlocked ? 0 : thresholdCents - subtotal;
  const percent = thresholdCents <= 0 ? 100 : Math.floor((subtotal * 100) / thresholdCents);
  return {
    isUnlocked,
    formattedRemaining: formatCents(remaining),
    formattedThreshold: formatCents(thresholdCents),
    progressPercent: Math.min(100, Math.max(0, percent)),
  };
}
