import { describe, expect, it } from "vitest";
import { chargeDecline, checkSandboxCard } from "./sandboxCards";
import { PaymentError } from "./types";

/** The rules themselves are tested in shared/payments; this is how the provider raises them. */

const june2026 = new Date("2026-06-15T12:00:00Z");
const card = (cardNumber: string, expMonth = 12, expYear = 2030) => ({
  cardNumber,
  expMonth,
  expYear,
  cvc: "123",
});

function refusal(run: () => unknown): { message: string; code: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof PaymentError) return { message: error.message, code: error.code };
    throw error;
  }
  throw new Error("The card was accepted");
}

describe("the sandbox provider's card checks", () => {
  it("answers the card to save", () => {
    expect(checkSandboxCard(card("4242 4242 4242 4242", 6, 2026), june2026)).toEqual({
      brand: "visa",
      last4: "4242",
      expMonth: 6,
      expYear: 2026,
      chargeDeclineCode: null,
    });
  });

  it("raises a decline as a PaymentError with Stripe's message and code", () => {
    expect(refusal(() => checkSandboxCard(card("4242424242424241"), june2026))).toEqual({
      message: "Your card number is invalid.",
      code: "incorrect_number",
    });
    expect(refusal(() => checkSandboxCard(card("4000000000000119"), june2026))).toEqual({
      message: "An error occurred while processing your card. Try again in a little bit.",
      code: "processing_error",
    });
  });

  it("declines later charges of the cards that remember a decline", () => {
    expect(chargeDecline("insufficient_funds")?.message).toBe("Your card has insufficient funds.");
    expect(chargeDecline("something_new")?.message).toBe("Your card was declined.");
    expect(chargeDecline(null)).toBeNull();
  });
});
