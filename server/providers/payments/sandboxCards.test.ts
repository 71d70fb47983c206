import { describe, expect, it } from "vitest";
import { brandOf, chargeDecline, checkSandboxCard, luhnValid } from "./sandboxCards";
import { PaymentError } from "./types";

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

describe("the sandbox's card rules", () => {
  it("checks numbers with the Luhn algorithm", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("378282246310005")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
  });

  it("names the network from the number's prefix", () => {
    expect(brandOf("4111111111111111")).toBe("visa");
    expect(brandOf("5105105105105100")).toBe("mastercard");
    expect(brandOf("2720990000000007")).toBe("mastercard");
    expect(brandOf("371449635398431")).toBe("amex");
    expect(brandOf("6500000000000002")).toBe("discover");
    expect(brandOf("3530111333300000")).toBe("jcb");
    expect(brandOf("30569309025904")).toBe("diners");
    expect(brandOf("6200000000000005")).toBe("unionpay");
    expect(brandOf("9000000000000001")).toBe("unknown");
  });

  it("accepts a card with spaces and keeps its last four digits and expiry", () => {
    expect(checkSandboxCard(card("4242 4242 4242 4242", 6, 2026), june2026)).toEqual({
      brand: "visa",
      last4: "4242",
      expMonth: 6,
      expYear: 2026,
      chargeDeclineCode: null,
    });
  });

  it("refuses numbers that fail Luhn or have the wrong length", () => {
    const invalid = { message: "Your card number is invalid.", code: "incorrect_number" };
    expect(refusal(() => checkSandboxCard(card("4242424242424241"), june2026))).toEqual(invalid);
    expect(refusal(() => checkSandboxCard(card("424242424242"), june2026))).toEqual(invalid);
    expect(refusal(() => checkSandboxCard(card("42424242424242424242"), june2026))).toEqual(
      invalid,
    );
  });

  it("refuses an expiry before the current month", () => {
    const expired = { message: "Your card has expired.", code: "expired_card" };
    expect(refusal(() => checkSandboxCard(card("4242424242424242", 5, 2026), june2026))).toEqual(
      expired,
    );
    expect(refusal(() => checkSandboxCard(card("4242424242424242", 12, 2025), june2026))).toEqual(
      expired,
    );
  });

  it("declines Stripe's decline test cards with Stripe's messages", () => {
    const cases: [string, string, string][] = [
      ["4000000000000002", "Your card was declined.", "generic_decline"],
      ["4000000000000069", "Your card has expired.", "expired_card"],
      ["4000000000000127", "Your card's security code is incorrect.", "incorrect_cvc"],
      [
        "4000000000000119",
        "An error occurred while processing your card. Try again in a little bit.",
        "processing_error",
      ],
    ];
    for (const [number, message, code] of cases) {
      expect(refusal(() => checkSandboxCard(card(number), june2026))).toEqual({ message, code });
    }
  });

  it("saves the cards whose charges decline, remembering how they decline", () => {
    expect(checkSandboxCard(card("4000000000009995"), june2026).chargeDeclineCode).toBe(
      "insufficient_funds",
    );
    expect(checkSandboxCard(card("4000000000000341"), june2026).chargeDeclineCode).toBe(
      "generic_decline",
    );
    expect(chargeDecline("insufficient_funds")?.message).toBe("Your card has insufficient funds.");
    expect(chargeDecline("something_new")?.message).toBe("Your card was declined.");
    expect(chargeDecline(null)).toBeNull();
  });
});
