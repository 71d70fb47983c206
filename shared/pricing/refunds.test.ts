import { describe, expect, it } from "vitest";
import { shortLineRefund } from "./refunds";

describe("shortLineRefund", () => {
  it("refunds the goods and 4 % tax on them, rounded half up to the cent", () => {
    expect(shortLineRefund(1000, { goodsCents: 5000, taxCents: 200 })).toEqual({
      goodsCents: 1000,
      taxCents: 40,
    });
    // 4 % of 2.49 is 9.96 cents: 10.
    expect(shortLineRefund(249, { goodsCents: 5000, taxCents: 200 })).toEqual({
      goodsCents: 249,
      taxCents: 10,
    });
  });

  it("never pays back more than is left of the goods and tax paid", () => {
    expect(shortLineRefund(900, { goodsCents: 700, taxCents: 100 })).toEqual({
      goodsCents: 700,
      taxCents: 28,
    });
    expect(shortLineRefund(900, { goodsCents: 700, taxCents: 5 })).toEqual({
      goodsCents: 700,
      taxCents: 5,
    });
    expect(shortLineRefund(900, { goodsCents: 0, taxCents: 0 })).toEqual({
      goodsCents: 0,
      taxCents: 0,
    });
  });
});
