import { describe, expect, it } from "vitest";
import { shortLineRefund } from "./refunds";

/** [goods asked, goods left, tax left, goods refunded, tax refunded], all in cents. */
type Case = [number, number, number, number, number];

const expectRefund = (...[goods, goodsLeft, taxLeft, refundGoods, refundTax]: Case) =>
  expect(shortLineRefund(goods, { goodsCents: goodsLeft, taxCents: taxLeft })).toEqual({
    goodsCents: refundGoods,
    taxCents: refundTax,
  });

describe("shortLineRefund", () => {
  it.each<Case>([
    [1000, 5000, 200, 1000, 40],
    // 4 % of 2.49 is 9.96 cents: 10.
    [249, 5000, 200, 249, 10],
  ])(
    "refunds the goods and 4 % tax on them, rounded half up to the cent (%i of %i, tax %i left)",
    expectRefund,
  );

  it.each<Case>([
    [900, 700, 100, 700, 28],
    [900, 700, 5, 700, 5],
    [900, 0, 0, 0, 0],
  ])(
    "never pays back more than is left of the goods and tax paid (%i of %i, tax %i left)",
    expectRefund,
  );
});
