import { describe, expect, it } from "vitest";
import { freeDeliveryProgress } from "./freeDelivery";
import { computeTotals } from "./totals";
import { FREE_DELIVERY_FROM_CENTS } from "./policy";

describe("freeDeliveryProgress", () => {
  it("an empty cart has all of the threshold to go", () => {
    expect(freeDeliveryProgress(0)).toEqual({
      isUnlocked: false,
      formattedRemaining: "$50.00",
      formattedThreshold: "$50.00",
      progressPercent: 0,
    });
  });

  it("rounds the percent down, so one cent short is never 100", () => {
    expect(freeDeliveryProgress(4509)).toMatchObject({
      isUnlocked: false,
      formattedRemaining: "$4.91",
      progressPercent: 90,
    });
    expect(freeDeliveryProgress(FREE_DELIVERY_FROM_CENTS - 1)).toMatchObject({
      isUnlocked: false,
      formattedRemaining: "$0.01",
      progressPercent: 99,
    });
  });

  it("is unlocked at the threshold and above, with nothing left to add", () => {
    for (const subtotal of [FREE_DELIVERY_FROM_CENTS, 12_345]) {
      expect(freeDeliveryProgress(subtotal)).toEqual({
        isUnlocked: true,
        formattedRemaining: "$0.00",
        formattedThreshold: "$50.00",
        progressPercent: 100,
      });
    }
  });

  it("agrees with the delivery fee rule of computeTotals", () => {
    for (const subtotal of [1, 2500, 4999, 5000, 5001]) {
      const totals = computeTotals({ subtotalCents: subtotal, couponCents: 0, tipCents: 0 });
      expect(freeDeliveryProgress(subtotal).isUnlocked).toBe(totals.isDeliveryFeeFree);
    }
  });
});
