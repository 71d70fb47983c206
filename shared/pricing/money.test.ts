import { describe, expect, it } from "vitest";
import {
  centsToDollars,
  discountPercent,
  dollarsToCents,
  formatCents,
  percentOfCents,
} from "./money";

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

describe("centsToDollars", () => {
  it("gives the dollar number that converts back to the same cents, for every amount to $2,000", () => {
    const drifted: number[] = [];
    for (let cents = 0; cents <= 200_000; cents += 1) {
      if (dollarsToCents(centsToDollars(cents)) !== cents) drifted.push(cents);
    }
    expect(drifted).toEqual([]);
    expect(centsToDollars(349)).toBe(3.49);
    expect(centsToDollars(30)).toBe(0.3);
  });
});

describe("formatCents", () => {
  it("writes dollars with two decimals and thousands separators", () => {
    expect(formatCents(349)).toBe("$3.49");
    expect(formatCents(300)).toBe("$3.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(123456)).toBe("$1,234.56");
  });
});

describe("discountPercent", () => {
  it("rounds the percent off to a whole number, and is 0 when the price is not below the original", () => {
    expect(discountPercent(299, 399)).toBe(25); // 25.06
    expect(discountPercent(94, 99)).toBe(5); // 5.05
    expect(discountPercent(1, 2)).toBe(50);
    expect(discountPercent(399, 399)).toBe(0);
    expect(discountPercent(450, 399)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
