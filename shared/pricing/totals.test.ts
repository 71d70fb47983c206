import { describe, expect, it } from "vitest";
import { DELIVERY_FEE_CENTS, SERVICE_FEE_CENTS } from "./policy";
import {
  addableSubtotalCents,
  computeTotals,
  formatOrderTotals,
  lineTotalCents,
  subtotalOf,
  withAdditionalTips,
} from "./totals";

describe("lines", () => {
  it("multiply and add in whole cents, where float dollars drift", () => {
    expect(lineTotalCents({ qty: 3, priceCents: 110 })).toBe(330); // 3 × 1.1 is 3.3000000000000003
    const lines = [
      { qty: 1, priceCents: 10 },
      { qty: 1, priceCents: 20 },
    ];
    expect(subtotalOf(lines)).toBe(30); // 0.1 + 0.2 is 0.30000000000000004 in floats
    expect(subtotalOf([])).toBe(0);
  });
});

describe("computeTotals", () => {
  it("adds tax on the discounted subtotal, both fees below their thresholds, and the tip", () => {
    expect(computeTotals({ subtotalCents: 2899, couponCents: 500, tipCents: 300 })).toEqual({
      subtotalCents: 2899,
      couponCents: 500,
      taxCents: 96, // 4% of 23.99 = 0.9596
      serviceFeeCents: SERVICE_FEE_CENTS,
      isServiceFeeFree: false,
      deliveryFeeCents: DELIVERY_FEE_CENTS,
      isDeliveryFeeFree: false,
      tipCents: 300,
      totalCents: 2899 - 500 + 96 + 199 + 399 + 300,
    });
  });

  it("waives the service fee from $35.00 and the delivery fee from $50.00 of subtotal", () => {
    const under35 = computeTotals({ subtotalCents: 3499, couponCents: 0, tipCents: 0 });
    expect([under35.serviceFeeCents, under35.isServiceFeeFree]).toEqual([199, false]);
    const at35 = computeTotals({ subtotalCents: 3500, couponCents: 0, tipCents: 0 });
    expect([at35.serviceFeeCents, at35.isServiceFeeFree]).toEqual([0, true]);
    expect([at35.deliveryFeeCents, at35.isDeliveryFeeFree]).toEqual([399, false]);
    expect(at35.totalCents).toBe(3500 + 140 + 399);
    const under50 = computeTotals({ subtotalCents: 4999, couponCents: 0, tipCents: 0 });
    expect([under50.deliveryFeeCents, under50.isDeliveryFeeFree]).toEqual([399, false]);
    const at50 = computeTotals({ subtotalCents: 5000, couponCents: 0, tipCents: 0 });
    expect([at50.deliveryFeeCents, at50.isDeliveryFeeFree]).toEqual([0, true]);
    expect(at50.totalCents).toBe(5000 + 200);
  });

  it("judges the free thresholds on the subtotal before the coupon", () => {
    const totals = computeTotals({ subtotalCents: 5000, couponCents: 1000, tipCents: 0 });
    expect(totals.isServiceFeeFree && totals.isDeliveryFeeFree).toBe(true);
    expect(totals.taxCents).toBe(160);
    expect(totals.totalCents).toBe(4160);
  });

  it("never lets a coupon take more than the subtotal", () => {
    const totals = computeTotals({ subtotalCents: 300, couponCents: 500, tipCents: 0 });
    expect(totals.couponCents).toBe(300);
    expect(totals.taxCents).toBe(0);
    expect(totals.totalCents).toBe(199 + 399);
  });

  it("charges nothing at all for an empty cart, not even the tip", () => {
    expect(computeTotals({ subtotalCents: 0, couponCents: 500, tipCents: 500 })).toEqual({
      subtotalCents: 0,
      couponCents: 0,
      taxCents: 0,
      serviceFeeCents: 0,
      isServiceFeeFree: false,
      deliveryFeeCents: 0,
      isDeliveryFeeFree: false,
      tipCents: 0,
      totalCents: 0,
    });
  });
});

describe("computeTotals at the rounding edges", () => {
  const totalsOf = (subtotalCents: number, couponCents = 0) =>
    computeTotals({ subtotalCents, couponCents, tipCents: 0 });

  it("rounds the 4% tax half up: 0.48 of a cent down, 0.52 up", () => {
    expect(totalsOf(1237).taxCents).toBe(49); // 49.48
    expect(totalsOf(1238).taxCents).toBe(50); // 49.52
    expect(totalsOf(1).taxCents).toBe(0); // 0.04
    expect(totalsOf(13).taxCents).toBe(1); // 0.52
  });

  it("taxes what is left after the coupon, a cent either side of a rounding step", () => {
    expect(totalsOf(2512, 500).taxCents).toBe(80); // 4% of 20.12 = 0.8048
    expect(totalsOf(2513, 500).taxCents).toBe(81); // 4% of 20.13 = 0.8052
  });

  it("charges both fees one cent below each threshold and waives them at it", () => {
    expect(totalsOf(3499).totalCents).toBe(3499 + 140 + 199 + 399);
    expect(totalsOf(4999).totalCents).toBe(4999 + 200 + 399);
    expect(totalsOf(1).totalCents).toBe(1 + 0 + 199 + 399);
  });
});

describe("withAdditionalTips", () => {
  it("puts a later tip in both Tip and Total, so the lines still add up to Total", () => {
    const placed = computeTotals({ subtotalCents: 2899, couponCents: 0, tipCents: 300 });
    const tipped = withAdditionalTips(placed, 425);
    expect(tipped.tipCents).toBe(725);
    expect(tipped.totalCents).toBe(placed.totalCents + 425);
    const { subtotalCents, couponCents, taxCents, serviceFeeCents, deliveryFeeCents } = tipped;
    expect(
      subtotalCents - couponCents + taxCents + serviceFeeCents + deliveryFeeCents + tipped.tipCents,
    ).toBe(tipped.totalCents);
  });
});

describe("formatOrderTotals", () => {
  it("charges the later tips: Tip, Total and Final Payment carry them", () => {
    const placed = computeTotals({ subtotalCents: 2899, couponCents: 0, tipCents: 300 });
    const summary = formatOrderTotals(placed, 200);
    expect(summary.formattedTipAmount).toBe("$5.00");
    expect(summary.formattedTotal).toBe(summary.formattedFinalPayment);
    // 28.99 + tax 1.16 + fees 1.99 and 3.99 + tips 3.00 and 2.00
    expect(summary.formattedFinalPayment).toBe("$41.13");
  });
});

describe("addableSubtotalCents", () => {
  it("counts only the shared lines that are in stock", () => {
    const lines = [
      { qty: 2, priceCents: 1529, inStock: "IN_STOCK" },
      { qty: 1, priceCents: 999, inStock: "OUT_OF_STOCK" },
      { qty: 3, priceCents: 100, inStock: "IN_STOCK" },
    ];
    expect(addableSubtotalCents(lines)).toBe(3358);
    expect(addableSubtotalCents([])).toBe(0);
  });
});
