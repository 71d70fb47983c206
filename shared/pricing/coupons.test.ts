import { describe, expect, it } from "vitest";
import {
  couponDiscountCents,
  couponShortfallMessage,
  couponUnlockMessage,
  formatCouponValue,
  nextCouponUnlockMessage,
  reachesCouponMinimum,
} from "./coupons";

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

  it("rounds half a cent of a PERCENT up where float dollars would round it down", () => {
    // 10% of $80.85 is $8.085; in floats 80.85 × 0.1 × 100 is 808.4999…, which rounds to $8.08.
    expect(couponDiscountCents(percent(10), 8085)).toBe(809);
    expect(couponDiscountCents(percent(10), 8084)).toBe(808);
    expect(couponDiscountCents(percent(10), 145)).toBe(15); // $0.145; floats give $0.14
  });
});

describe("reachesCouponMinimum", () => {
  it("counts a subtotal of exactly the minimum as reaching it", () => {
    expect(reachesCouponMinimum({ minSubtotalCents: 2000 }, 1999)).toBe(false);
    expect(reachesCouponMinimum({ minSubtotalCents: 2000 }, 2000)).toBe(true);
    expect(reachesCouponMinimum({ minSubtotalCents: 0 }, 0)).toBe(true);
  });
});

describe("the coupon wording", () => {
  it("shows whole dollars without cents, other amounts with them, and percentages", () => {
    expect(formatCouponValue({ kind: "FIXED", value: 500 })).toBe("$5 OFF");
    expect(formatCouponValue({ kind: "FIXED", value: 399 })).toBe("$3.99 OFF");
    expect(formatCouponValue({ kind: "FIXED", value: 150000 })).toBe("$1,500 OFF");
    expect(formatCouponValue({ kind: "PERCENT", value: 10 })).toBe("10% OFF");
  });

  it("says how much more an applied coupon needs, and its minimum", () => {
    const welcome = { code: "WELCOME5", kind: "FIXED", value: 500, minSubtotalCents: 2500 };
    expect(couponShortfallMessage(welcome, 2050)).toBe(
      "Add $4.50 more to use WELCOME5 (minimum order $25.00).",
    );
  });

  it("says how much more unlocks a coupon, and what it is worth", () => {
    const save = { code: "SAVE10", kind: "PERCENT", value: 10, minSubtotalCents: 5000 };
    expect(couponUnlockMessage(save, 4550)).toBe("Add $4.50 more to unlock SAVE10 (10% OFF).");
  });
});

describe("nextCouponUnlockMessage", () => {
  const coupon = (code: string, minSubtotalCents: number) => ({
    code,
    kind: "FIXED",
    value: 300,
    minSubtotalCents,
  });
  const welcome = coupon("WELCOME5", 2000);
  const also = coupon("ALSO3", 1500);
  const coupons = [welcome, coupon("CHAI3", 1500), also];

  it("offers the coupon with the smallest minimum the cart does not reach, by code on a tie", () => {
    expect(nextCouponUnlockMessage(coupons, 1000)).toBe(couponUnlockMessage(also, 1000));
    expect(nextCouponUnlockMessage(coupons, 1500)).toBe(couponUnlockMessage(welcome, 1500));
  });

  it("offers nothing once every minimum is reached", () => {
    expect(nextCouponUnlockMessage(coupons, 2000)).toBeNull();
  });
});
