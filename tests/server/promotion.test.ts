import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCustomer, signInGuest } from "./support/auth";
import {
  dataOf,
  insertCoupon,
  insertProduct,
  insertRedemption,
  removeCartFixtures,
  setQty,
  type Coupon,
  type CouponRow,
  type TestProduct,
} from "./support/cart";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";

/** The coupons pages: Available, Used and Expired tabs, and the coupons offered for the cart. */

let basmati: TestProduct; // $12.50
let customer: { token: string; userId: number };
let running: CouponRow; // $5 off from $25, until Jun 30, 2099 (New York)
let twice: CouponRow; // usable twice, used once
let usedUp: CouponRow; // used once, its limit
let soldOut: CouponRow; // someone else took its only use
let notStarted: CouponRow;
let expiredUnused: CouponRow;
let expiredUsed: CouponRow;

beforeAll(async () => {
  basmati = await insertProduct({ label: "Basmati", priceCents: 1250 });
  const { token, user } = await signInCustomer();
  customer = { token, userId: user.id };
  const someoneElse = await signInGuest();
  running = await insertCoupon("RUN", {
    minSubtotalCents: 2500,
    endsAt: new Date("2099-06-30T16:00:00Z"),
  });
  twice = await insertCoupon("TWICE", { perUserLimit: 2 });
  usedUp = await insertCoupon("USEDUP", { perUserLimit: 1 });
  soldOut = await insertCoupon("SOLDOUT", { totalLimit: 1 });
  notStarted = await insertCoupon("LATER", {
    startsAt: new Date("2098-01-01T05:00:00Z"),
    endsAt: new Date("2099-01-01T05:00:00Z"),
  });
  expiredUnused = await insertCoupon("OLD", {
    startsAt: new Date("2019-12-01T05:00:00Z"),
    endsAt: new Date("2020-01-15T17:00:00Z"),
  });
  expiredUsed = await insertCoupon("OLDUSED", {
    startsAt: new Date("2019-12-01T05:00:00Z"),
    endsAt: new Date("2020-02-01T17:00:00Z"),
  });
  await insertRedemption(twice.id, customer.userId);
  await insertRedemption(usedUp.id, customer.userId, new Date("2025-03-21T15:00:00Z"));
  await insertRedemption(expiredUsed.id, customer.userId, new Date("2020-01-20T15:00:00Z"));
  await insertRedemption(soldOut.id, someoneElse.user.id);
});

afterAll(removeCartFixtures);

async function coupons(operationId: string, url: string, token = customer.token) {
  const response = await callApi("GET", url, { token });
  expectContract(operationId, response);
  return dataOf<Coupon[]>(response);
}

const profile = (period?: string) =>
  coupons(
    "listProfileCoupons",
    `/promotion/ui/coupons/profile${period ? `?period=${period}` : ""}`,
  );
const available = () => coupons("listAvailableCoupons", "/promotion/ui/coupons");
const codes = (list: Coupon[]) => list.map((coupon) => coupon.code);
const mine = () =>
  [running, twice, usedUp, soldOut, notStarted, expiredUnused, expiredUsed].map((c) => c.code);
const onlyMine = (list: Coupon[]) => codes(list).filter((code) => mine().includes(code));

describe("listProfileCoupons", () => {
  it("lists, as active, the running coupons the customer can still use", async () => {
    const active = await profile("active");
    expect(onlyMine(active).sort()).toEqual([running.code, twice.code].sort());
    expect(active.find((coupon) => coupon.code === running.code)).toEqual({
      name: "RUN offer",
      description: "The RUN test coupon.",
      validity: "Valid till Jun 30, 2099",
      formattedValue: "$5 OFF",
      endDate: "2099-06-30T16:00:00.000Z",
      code: running.code,
      isApplicable: false, // the cart is empty, the minimum is $25
    });
    expect(await profile()).toEqual(active);
  });

  it("lists what the customer used, most recent use first, each once", async () => {
    const used = await profile("used");
    expect(codes(used)).toEqual([twice.code, usedUp.code, expiredUsed.code]);
    expect(used.map((coupon) => coupon.isApplicable)).toEqual([false, false, false]);
    expect(used[1]?.validity).toBe("Used on Mar 21, 2025");
    expect(used[2]?.validity).toBe("Used on Jan 20, 2020");
  });

  it("lists coupons that ended unused as expired, most recently ended first", async () => {
    const expired = await profile("expired");
    expect(onlyMine(expired)).toEqual([expiredUnused.code]);
    const old = expired.find((coupon) => coupon.code === expiredUnused.code);
    expect(old).toMatchObject({ validity: "Expired on Jan 15, 2020", isApplicable: false });
    const ends = expired.map((coupon) => Date.parse(coupon.endDate));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
  });

  it("gives a new customer nothing used and every running coupon as active", async () => {
    const { token } = await signInCustomer();
    const used = await coupons(
      "listProfileCoupons",
      "/promotion/ui/coupons/profile?period=used",
      token,
    );
    expect(used).toEqual([]);
    const active = await coupons("listProfileCoupons", "/promotion/ui/coupons/profile", token);
    expect(onlyMine(active).sort()).toEqual([running.code, twice.code, usedUp.code].sort());
  });

  it("answers 400 for an unknown period", async () => {
    const response = await callApi("GET", "/promotion/ui/coupons/profile?period=soon", {
      token: customer.token,
    });
    expectContract("listProfileCoupons", response);
    expect(response.statusCode).toBe(400);
  });
});

describe("listAvailableCoupons", () => {
  it("says which coupons apply to the customer's cart as it is now", async () => {
    const before = await available();
    expect(onlyMine(before).sort()).toEqual([running.code, twice.code].sort());
    expect(before.find((coupon) => coupon.code === running.code)?.isApplicable).toBe(false);
    await setQty(customer.token, basmati.id, 2); // $25.00
    const after = await available();
    expect(after.find((coupon) => coupon.code === running.code)?.isApplicable).toBe(true);
    expect(after).toEqual(await profile("active"));
    await setQty(customer.token, basmati.id, 0);
  });
});

describe("promotion access", () => {
  it("turns guests away with 403 and callers without a token with 401", async () => {
    const guest = await signInGuest();
    const calls: [string, string][] = [
      ["listProfileCoupons", "/promotion/ui/coupons/profile?period=used"],
      ["listAvailableCoupons", "/promotion/ui/coupons"],
    ];
    for (const [operationId, url] of calls) {
      const refused = await callApi("GET", url, { token: guest.token });
      expectContract(operationId, refused);
      expect(refused.statusCode, operationId).toBe(403);
      const anonymous = await callApi("GET", url);
      expectContract(operationId, anonymous);
      expect(anonymous.statusCode, operationId).toBe(401);
    }
  });
});
