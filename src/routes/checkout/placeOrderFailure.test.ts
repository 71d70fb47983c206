import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/client";
import { checkoutMessages } from "./checkoutMessages";
import { placeOrderFailureMessages } from "./placeOrderFailure";

describe("placeOrderFailureMessages", () => {
  it("lists each entry of the answer's errors", () => {
    const error = new ApiError("Failed to submit checkout.", 422, {
      message: "Failed to submit checkout.",
      errors: ["Your card was declined.", "Basmati Rice 5 kg is no longer available."],
    });
    expect(placeOrderFailureMessages(error)).toEqual([
      "Your card was declined.",
      "Basmati Rice 5 kg is no longer available.",
    ]);
  });

  it("falls back to the answer's message when it lists nothing", () => {
    const error = new ApiError("x", 409, { message: "The cart is empty.", errors: [] });
    expect(placeOrderFailureMessages(error)).toEqual(["The cart is empty."]);
  });

  it("says the spec's fallback when no answer came", () => {
    expect(placeOrderFailureMessages(new TypeError("Failed to fetch"))).toEqual([
      checkoutMessages.placeFailed,
    ]);
    expect(placeOrderFailureMessages(new ApiError("Bad Gateway", 502))).toEqual([
      checkoutMessages.placeFailed,
    ]);
  });
});
