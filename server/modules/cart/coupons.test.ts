import { describe, expect, it } from "vitest";
import {
  checkCoupon,
  checkCouponUse,
  couponBody,
  formatStoreDate,
  resolveTimeZone,
  upsellMessage,
  type CouponRow,
} from "./coupons";

const NEW_YORK = "America/New_York";
const now = new Date("2026-05-10T12:00:00Z");
const unused = { byUser: 0, total: 0 };

function coupon(overrides: Partial<CouponRow> = {}): CouponRow {
  return {
    id: 1,
    code: "WELCOME5",
    name: "Welcome offer",
    description: "$5 off your first order of $25 or more.",
    kind: "FIXED",
    value: 500,
    maxDiscountCents: null,
    minSubtotalCents: 2500,
    perUserLimit: 1,
    totalLimit: null,
    startsAt: new Date("2026-01-01T05:00:00Z"),
    // 03:59 UTC on Jul 1 is still Jun 30 in New York.
    endsAt: new Date("2026-07-01T03:59:00Z"),
    ...overrides,
  };
}

describe("formatting", () => {
  it("shows dates as the calendar day in the store's time zone", () => {
    expect(formatStoreDate(new Date("2026-07-01T03:59:00Z"), NEW_YORK)).toBe("Jun 30, 2026");
    expect(formatStoreDate(new Date("2026-07-01T03:59:00Z"), "UTC")).toBe("Jul 1, 2026");
  });

  it("falls back to New York when the store names no time zone or an unknown one", () => {
    expect(resolveTimeZone("Asia/Karachi")).toBe("Asia/Karachi");
    expect(resolveTimeZone(null)).toBe(NEW_YORK);
    expect(resolveTimeZone("Mars/Olympus_Mons")).toBe(NEW_YORK);
  });

  it("builds the contract's coupon with its validity and end date", () => {
    expect(couponBody(coupon(), { isApplicable: true, timeZone: NEW_YORK })).toEqual({
      name: "Welcome offer",
      description: "$5 off your first order of $25 or more.",
      validity: "Valid till Jun 30, 2026",
      formattedValue: "$5 OFF",
      endDate: "2026-07-01T03:59:00.000Z",
      code: "WELCOME5",
      isApplicable: true,
    });
    const used = couponBody(coupon(), {
      isApplicable: false,
      timeZone: NEW_YORK,
      validity: "Used on Mar 21, 2026",
    });
    expect([used.validity, used.isApplicable]).toEqual(["Used on Mar 21, 2026", false]);
  });
});

describe("checkCoupon", () => {
  it("applies a running coupon with uses left once the minimum is reached", () => {
    expect(checkCoupon(coupon(), unused, 2500, now, NEW_YORK)).toEqual({
      isApplicable: true,
      block: null,
      reason: null,
    });
  });

  it("says how much more the cart needs below the minimum", () => {
    expect(checkCoupon(coupon(), unused, 2050, now, NEW_YORK)).toEqual({
      isApplicable: false,
      block: "MINIMUM",
      reason: "Add $4.50 more to use WELCOME5 (minimum order $25.00).",
    });
  });

  it("refuses a coupon before it starts and after it ends, naming the end day", () => {
    const early = checkCoupon(coupon(), unused, 9000, new Date("2025-12-31T12:00:00Z"), NEW_YORK);
    expect(early).toEqual({
      isApplicable: false,
      block: "NOT_STARTED",
      reason: "WELCOME5 is not available yet.",
    });
    const late = checkCoupon(coupon(), unused, 9000, new Date("2026-07-01T04:00:00Z"), NEW_YORK);
    expect(late).toEqual({
      isApplicable: false,
      block: "EXPIRED",
      reason: "WELCOME5 expired on Jun 30, 2026.",
    });
  });

  it("counts the customer's own uses against perUserLimit", () => {
    expect(checkCoupon(coupon(), { byUser: 1, total: 1 }, 9000, now, NEW_YORK).reason).toBe(
      "You have already used WELCOME5.",
    );
    const thrice = coupon({ perUserLimit: 3 });
    expect(checkCoupon(thrice, { byUser: 2, total: 2 }, 9000, now, NEW_YORK).isApplicable).toBe(
      true,
    );
    expect(checkCoupon(thrice, { byUser: 3, total: 3 }, 9000, now, NEW_YORK).reason).toBe(
      "You have already used WELCOME5 3 times.",
    );
  });

  it("counts everyone's uses against totalLimit when it has one", () => {
    const limited = coupon({ totalLimit: 100 });
    expect(checkCoupon(limited, { byUser: 0, total: 99 }, 9000, now, NEW_YORK).isApplicable).toBe(
      true,
    );
    expect(checkCoupon(limited, { byUser: 0, total: 100 }, 9000, now, NEW_YORK)).toEqual({
      isApplicable: false,
      block: "SOLD_OUT",
      reason: "WELCOME5 is no longer available.",
    });
    const unlimited = coupon({ totalLimit: null });
    expect(checkCouponUse(unlimited, { byUser: 0, total: 10_000 }, now, NEW_YORK).block).toBe(null);
  });

  it("reports a reason the cart cannot fix before the minimum", () => {
    const check = checkCoupon(coupon(), { byUser: 1, total: 1 }, 100, now, NEW_YORK);
    expect(check.block).toBe("USED");
  });
});

describe("upsellMessage", () => {
  const welcome = coupon();
  const save10 = coupon({ code: "SAVE10", kind: "PERCENT", value: 10, minSubtotalCents: 3000 });
  const stockUp = coupon({ code: "STOCKUP", value: 1000, minSubtotalCents: 7500 });
  const usable = [stockUp, save10, welcome];

  it("offers the usable coupon with the smallest minimum above the subtotal", () => {
    expect(upsellMessage({ subtotalCents: 2550, applied: null, usable })).toBe(
      "Add $4.50 more to unlock SAVE10 (10% OFF).",
    );
    expect(upsellMessage({ subtotalCents: 1000, applied: null, usable })).toBe(
      "Add $15.00 more to unlock WELCOME5 ($5 OFF).",
    );
  });

  it("has nothing to offer above every minimum, or for an empty cart", () => {
    expect(upsellMessage({ subtotalCents: 7500, applied: null, usable })).toBeNull();
    expect(upsellMessage({ subtotalCents: 0, applied: null, usable })).toBeNull();
  });

  it("repeats the applied coupon's reason only when the minimum is what it misses", () => {
    const short = checkCoupon(welcome, unused, 2050, now, NEW_YORK);
    expect(upsellMessage({ subtotalCents: 2050, applied: short, usable })).toBe(
      "Add $4.50 more to use WELCOME5 (minimum order $25.00).",
    );
    const used = checkCoupon(welcome, { byUser: 1, total: 1 }, 2050, now, NEW_YORK);
    expect(upsellMessage({ subtotalCents: 2050, applied: used, usable })).toBeNull();
    const fine = checkCoupon(welcome, unused, 2600, now, NEW_YORK);
    expect(upsellMessage({ subtotalCents: 2600, applied: fine, usable })).toBeNull();
    expect(upsellMessage({ subtotalCents: 0, applied: short, usable })).toBeNull();
  });
});
