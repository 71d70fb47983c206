import { describe, expect, it } from "vitest";
import { idempotencyKeyReusedMessage, unknownCouponMessage } from "./messages";

describe("refusal wordings", () => {
  it("name the call a reused Idempotency-Key belonged to", () => {
    expect(idempotencyKeyReusedMessage("tip")).toBe(
      "This Idempotency-Key was already used for a different tip.",
    );
    expect(idempotencyKeyReusedMessage("checkout")).toMatch(/different checkout\.$/);
  });

  it("quote the coupon code as typed", () => {
    expect(unknownCouponMessage("NOPE")).toBe("No coupon has the code NOPE.");
  });
});
