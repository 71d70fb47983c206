import { describe, expect, it } from "vitest";
import {
  computeTotals,
  couponDiscountCents,
  DELIVERY_FEE_CENTS,
  dollarsToCents,
  percentOfCents,
  SERVICE_FEE_CENTS,
} from "./pricing";

const fixed = (cents: number, maxDiscountCents: number | null = null) => ({
  kind: "FIXED",
  value: cents,
  maxDiscountCents,
});
const percent = (value: number, maxDiscountCents: number | null = null) => ({
  kind: "PERCENT",
  value,
  maxDiscountCents,
});

describe("percentOfCents", () => {
  it("rounds half a cent up and anything less down", () => {
    expect(percentOfCents(1235, 10)).toBe(124); // 123.5
    expect(percentOfCents(1234, 10)).toBe(123); // 123.4
    expect(percentOfCents(10, 15)).toBe(2); // 1.5
    expect(percentOfCents(2899, 4)).toBe(116); // 115.96
    expect(percentOfCents(2399, 4)).toBe(96); // 95.96
    expect(percentOfCents(2412, 4)).toBe(96); // 96.48
    expect(percentOfCents(0, 4)).toBe(0);
  });
});

describe("dollarsToCents", () => {
  it("rounds to the cent, half up, despite binary floats", () => {
    expect(dollarsToCents(5)).toBe(500);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(5.255)).toBe(526);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(2.674)).toBe(267);
    expect(dollarsToCents(500)).toBe(50000);
    expect(dollarsToCents(0.004)).toBe(0);
  });
});

describe("couponDiscountCents", () => {
  it("takes a FIXED value off, never more than the subtotal", () => {
    expect(couponDiscountCents(fixed(500), 2899)).toBe(500);
    expect(couponDiscountCents(fixed(500), 300)).toBe(300);
    expect(couponDiscountCents(fixed(500), 0)).toBe(0);
  });

  it("takes a PERCENT of the subtotal, rounded half up, capped by maxDiscountCents", () => {
    expect(couponDiscountCents(percent(10), 1235)).toBe(124);
    expect(couponDiscountCents(percent(15), 2899)).toBe(435); // 434.85
    expect(couponDiscountCents(percent(10, 1500), 20000)).toBe(1500); // 2000 capped
    expect(couponDiscountCents(percent(10, 1500), 15000)).toBe(1500); // exactly the cap
    expect(couponDiscountCents(percent(10, 1500), 14990)).toBe(1499);
  });

  it("caps FIXED values by maxDiscountCents too", () => {
    expect(couponDiscountCents(fixed(1000, 700), 5000)).toBe(700);
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
