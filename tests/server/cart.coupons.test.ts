import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInGuest } from "./support/auth";
import {
  cartCall,
  dataOf,
  expectedAvailableCoupons,
  getCart,
  insertCoupon,
  insertProduct,
  insertRedemption,
  removeCartFixtures,
  setQty,
  summaryOf,
  type Cart,
  type CouponRow,
  type TestProduct,
} from "./support/cart";

/** The cart's coupon: applying, replacing, clearing, the reasons it does not apply, upsells. */

let basmati: TestProduct; // $12.50
let chai: TestProduct; // $3.99
let ghee: TestProduct; // $20.00
let fiveOff: CouponRow; // $5 off from $25, until Jun 30, 2099 (New York)
let tenPercent: CouponRow; // 10% up to $15 from $29.50
let expired: CouponRow;
let notStarted: CouponRow;

beforeAll(async () => {
  basmati = await insertProduct({ label: "Basmati", priceCents: 1250, originalPriceCents: 1500 });
  chai = await insertProduct({ label: "Chai", priceCents: 399 });
  ghee = await insertProduct({ label: "Ghee", priceCents: 2000 });
  const longAfter = new Date("2099-06-30T16:00:00Z");
  fiveOff = await insertCoupon("FIVE", { value: 500, minSubtotalCents: 2500, endsAt: longAfter });
  tenPercent = await insertCoupon("TENPCT", {
    kind: "PERCENT",
    value: 10,
    maxDiscountCents: 1500,
    // Just above the $28.99 basket, so no seeded coupon is a nearer upsell.
    minSubtotalCents: 2950,
    endsAt: longAfter,
  });
  expired = await insertCoupon("OLD", {
    startsAt: new Date("2019-12-01T05:00:00Z"),
    endsAt: new Date("2020-01-15T17:00:00Z"),
  });
  notStarted = await insertCoupon("SOON", {
    startsAt: new Date("2098-01-01T05:00:00Z"),
    endsAt: new Date("2099-01-01T05:00:00Z"),
  });
});

afterAll(removeCartFixtures);

/** A guest with 2 × $12.50 + 1 × $3.99 = $28.99 in the cart. */
async function basketOf2899() {
  const { token, user } = await signInGuest();
  await setQty(token, basmati.id, 2);
  await setQty(token, chai.id, 1);
  return { token, userId: user.id };
}

const apply = (token: string, code: string) =>
  cartCall("applyCartCoupon", "PUT", "/cart/coupon", token, { code });

async function refusal(token: string, code: string, status: number): Promise<string> {
  const response = await apply(token, code);
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { message: string }).message;
}

describe("applyCartCoupon", () => {
  it("applies a coupon typed in any case with spaces, and takes it off before tax", async () => {
    const { token, userId } = await basketOf2899();
    const cart = dataOf<Cart>(await apply(token, `  ${fiveOff.code.toLowerCase()} `));
    expect(cart.coupon).toEqual({
      name: "FIVE offer",
      description: "The FIVE test coupon.",
      validity: "Valid till Jun 30, 2099",
      formattedValue: "$5 OFF",
      endDate: "2099-06-30T16:00:00.000Z",
      code: fiveOff.code,
      isApplicable: true,
    });
    // 28.99 − 5.00, tax 4% of 23.99 (0.9596 → 0.96), fees 1.99 + 3.99
    expect(summaryOf(cart)).toEqual({
      subTotal: "$28.99",
      coupon: "$5.00",
      tax: "$0.96",
      serviceFee: "$1.99",
      isServiceFeeFree: false,
      deliveryFee: "$3.99",
      isDeliveryFeeFree: false,
      tip: "$0.00",
      total: "$30.93",
    });
    expect(cart.upsellCouponMessage).toBeNull();
    expect(cart.availableCoupons).toBe(await expectedAvailableCoupons(userId, 2899));
  });

  it("takes a percentage rounded half up, capped at the coupon's maximum", async () => {
    const { token } = await basketOf2899();
    await setQty(token, chai.id, 2); // 32.98
    const cart = dataOf<Cart>(await apply(token, tenPercent.code));
    // 10% of 32.98 = 3.298 → 3.30; tax 4% of 29.68 = 1.1872 → 1.19
    expect(summaryOf(cart)).toMatchObject({ coupon: "$3.30", tax: "$1.19", total: "$36.85" });
    await setQty(token, basmati.id, 0);
    await setQty(token, chai.id, 0);
    const big = await setQty(token, ghee.id, 10); // 200.00: 10% is 20.00, capped at 15.00
    expect(summaryOf(big)).toEqual({
      subTotal: "$200.00",
      coupon: "$15.00",
      tax: "$7.40",
      serviceFee: "$0.00",
      isServiceFeeFree: true,
      deliveryFee: "$0.00",
      isDeliveryFeeFree: true,
      tip: "$0.00",
      total: "$192.40",
    });
  });

  it("keeps one coupon at a time: another one replaces it", async () => {
    const { token } = await basketOf2899();
    await apply(token, fiveOff.code);
    await setQty(token, chai.id, 2);
    const cart = dataOf<Cart>(await apply(token, tenPercent.code));
    expect(cart.coupon?.code).toBe(tenPercent.code);
    expect(cart.formattedCouponAmount).toBe("$3.30");
  });

  it("answers 422 with what is missing when the cart is below the minimum", async () => {
    const { token } = await signInGuest();
    expect(await refusal(token, fiveOff.code, 422)).toBe(
      `Add $25.00 more to use ${fiveOff.code} (minimum order $25.00).`,
    );
    await setQty(token, chai.id, 1);
    expect(await refusal(token, fiveOff.code, 422)).toBe(
      `Add $21.01 more to use ${fiveOff.code} (minimum order $25.00).`,
    );
    expect((await getCart(token)).coupon).toBeNull();
  });

  it("answers 422 for an expired coupon, naming the day it ended in the store's time zone", async () => {
    const { token } = await basketOf2899();
    expect(await refusal(token, expired.code, 422)).toBe(
      `${expired.code} expired on Jan 15, 2020.`,
    );
  });

  it("answers 422 once the customer has used the coupon, while others still may", async () => {
    const once = await insertCoupon("ONCE", { perUserLimit: 1 });
    const used = await basketOf2899();
    await insertRedemption(once.id, used.userId);
    expect(await refusal(used.token, once.code, 422)).toBe(`You have already used ${once.code}.`);
    const other = await basketOf2899();
    expect(dataOf<Cart>(await apply(other.token, once.code)).coupon?.code).toBe(once.code);
  });

  it("answers 422 once all its uses are taken", async () => {
    const soldOut = await insertCoupon("GONE", { totalLimit: 1 });
    const earlier = await signInGuest();
    await insertRedemption(soldOut.id, earlier.user.id);
    const { token } = await basketOf2899();
    expect(await refusal(token, soldOut.code, 422)).toBe(`${soldOut.code} is no longer available.`);
  });

  it("answers 404 for an unknown code and for a coupon that has not started", async () => {
    const { token } = await basketOf2899();
    expect(await refusal(token, " nope-no-such ", 404)).toBe(
      "No coupon has the code nope-no-such.",
    );
    expect(await refusal(token, notStarted.code, 404)).toBe(
      `No coupon has the code ${notStarted.code}.`,
    );
  });

  it("answers 400 for a blank, missing or overlong code", async () => {
    const { token } = await signInGuest();
    for (const body of [{ code: "" }, { code: "   " }, {}, { code: "X".repeat(41) }]) {
      const response = await cartCall("applyCartCoupon", "PUT", "/cart/coupon", token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("the applied coupon as the cart changes", () => {
  it("stops applying below the minimum and says what is missing, until it is reached again", async () => {
    const { token } = await basketOf2899();
    await apply(token, fiveOff.code);
    const short = await setQty(token, basmati.id, 1); // 16.49
    expect(short.coupon).toMatchObject({ code: fiveOff.code, isApplicable: false });
    expect(short.upsellCouponMessage).toBe(
      `Add $8.51 more to use ${fiveOff.code} (minimum order $25.00).`,
    );
    // no discount: tax 4% of 16.49 = 0.6596 → 0.66
    expect(summaryOf(short)).toMatchObject({ coupon: "$0.00", tax: "$0.66", total: "$23.13" });
    const again = await setQty(token, basmati.id, 2);
    expect(again.coupon?.isApplicable).toBe(true);
    expect(again.formattedTotal).toBe("$30.93");
  });

  it("stops applying once the customer used it elsewhere, without an upsell", async () => {
    const { token, userId } = await basketOf2899();
    const reusable = await insertCoupon("REUSE", { perUserLimit: 1 });
    await apply(token, reusable.code);
    await insertRedemption(reusable.id, userId);
    const cart = await getCart(token);
    expect(cart.coupon).toMatchObject({ code: reusable.code, isApplicable: false });
    expect(cart.formattedCouponAmount).toBe("$0.00");
    expect(cart.upsellCouponMessage).toBeNull();
  });

  it("is cleared by removeCartCoupon", async () => {
    const { token } = await basketOf2899();
    await apply(token, fiveOff.code);
    const cart = dataOf<Cart>(await cartCall("removeCartCoupon", "DELETE", "/cart/coupon", token));
    expect(cart.coupon).toBeNull();
    expect(summaryOf(cart)).toMatchObject({ coupon: "$0.00", total: "$36.13" });
  });
});

describe("coupon offers of the cart", () => {
  it("offers the coupon with the nearest minimum above the subtotal when none is applied", async () => {
    const { token } = await basketOf2899();
    const cart = await getCart(token);
    expect(cart.upsellCouponMessage).toBe(`Add $0.51 more to unlock ${tenPercent.code} (10% OFF).`);
  });

  it("counts the coupons that apply to the cart as it grows", async () => {
    const { token, user } = await signInGuest();
    const small = await setQty(token, chai.id, 1);
    expect(small.availableCoupons).toBe(await expectedAvailableCoupons(user.id, 399));
    const large = await setQty(token, ghee.id, 10); // 203.99: every running coupon's minimum
    expect(large.availableCoupons).toBe(await expectedAvailableCoupons(user.id, 20399));
    expect(large.availableCoupons).toBeGreaterThanOrEqual(small.availableCoupons + 2);
  });
});
