import { describe, expect, it } from "vitest";
import {
  additionalTipsAfter,
  additionalTipCapRefusal,
  ADDITIONAL_TIPS_CAP_CENTS,
  tipCents,
  MAX_TIP_CENTS,
} from "./tips";

describe("tipCents", () => {
  it("keeps a tip as cents rounded half up, from one cent to the $500 cap", () => {
    expect(tipCents(5)).toBe(500);
    expect(tipCents(5.255)).toBe(526);
    expect(tipCents(0.005)).toBe(1);
    expect(tipCents(500)).toBe(MAX_TIP_CENTS);
    expect(tipCents(500.004)).toBe(MAX_TIP_CENTS);
  });

  it("refuses a tip that rounds to nothing or past the cap", () => {
    expect(tipCents(0)).toBeNull();
    expect(tipCents(0.004)).toBeNull();
    expect(tipCents(-5)).toBeNull();
    expect(tipCents(500.005)).toBeNull();
    expect(tipCents(500.01)).toBeNull();
  });
});

describe("additionalTipCapRefusal", () => {
  it("lets tips add up to exactly the cap", () => {
    expect(additionalTipCapRefusal(0, ADDITIONAL_TIPS_CAP_CENTS)).toBeNull();
    expect(additionalTipCapRefusal(ADDITIONAL_TIPS_CAP_CENTS - 50, 50)).toBeNull();
  });

  it("says how much can still be added when a tip passes the cap by a cent", () => {
    expect(additionalTipCapRefusal(ADDITIONAL_TIPS_CAP_CENTS - 50, 51)).toBe(
      "Tips after delivery add up to at most $100.00 an order: $0.50 can still be added.",
    );
    expect(additionalTipCapRefusal(0, ADDITIONAL_TIPS_CAP_CENTS + 1)).toBe(
      "Tips after delivery add up to at most $100.00 an order: $100.00 can still be added.",
    );
  });

  it("says the order is full once the cap is reached", () => {
    expect(additionalTipCapRefusal(ADDITIONAL_TIPS_CAP_CENTS, 1)).toBe(
      "This order already carries the most tips it can ($100.00).",
    );
  });
});

describe("additionalTipsAfter", () => {
  it("adds a tip that fits under the cap to the tips the order carries", () => {
    expect(additionalTipsAfter(200, 450)).toEqual({ totalCents: 650 });
    expect(additionalTipsAfter(ADDITIONAL_TIPS_CAP_CENTS - 1, 1)).toEqual({
      totalCents: ADDITIONAL_TIPS_CAP_CENTS,
    });
  });

  it("answers the cap's refusal instead of a total past it", () => {
    expect(additionalTipsAfter(ADDITIONAL_TIPS_CAP_CENTS - 1, 2)).toEqual({
      refusal: additionalTipCapRefusal(ADDITIONAL_TIPS_CAP_CENTS - 1, 2),
    });
  });
});
