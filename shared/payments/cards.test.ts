import { describe, expect, it } from "vitest";
import { cardBrand, chargeDeclineCode, checkCard, DECLINE_MESSAGES, luhnValid } from "./cards";

const june2026 = new Date("2026-06-15T12:00:00Z");
const card = (cardNumber: string, expMonth = 12, expYear = 2030) => ({
  cardNumber,
  expMonth,
  expYear,
});

describe("luhnValid", () => {
  it.each(["4242424242424242", "4000000000000002", "378282246310005", "79927398713"])(
    "accepts %s",
    (digits) => {
      expect(luhnValid(digits)).toBe(true);
    },
  );

  it.each(["4242424242424241", "79927398710", "1234567812345678", "", "4242 4242"])(
    "refuses %j",
    (digits) => {
      expect(luhnValid(digits)).toBe(false);
    },
  );
});

describe("cardBrand", () => {
  it.each([
    ["4111111111111111", "visa"],
    ["5105105105105100", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["2720990000000007", "mastercard"],
    ["341", "amex"],
    ["371449635398431", "amex"],
    ["6500000000000002", "discover"],
    ["6011111111111117", "discover"],
    ["3530111333300000", "jcb"],
    ["30569309025904", "diners"],
    ["36227206271667", "diners"],
    ["6200000000000005", "unionpay"],
    ["9000000000000001", "unknown"],
    ["", "unknown"],
  ] as const)("%s is %s", (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });
});

describe("checkCard", () => {
  it("accepts a card with spaces and keeps its last four digits and expiry", () => {
    expect(checkCard(card("4242 4242 4242 4242", 6, 2026), june2026)).toEqual({
      card: { brand: "visa", last4: "4242", expMonth: 6, expYear: 2026, chargeDeclineCode: null },
    });
  });

  it("refuses numbers that fail Luhn or have the wrong length", () => {
    for (const number of ["4242424242424241", "424242424242", "42424242424242424242"]) {
      expect(checkCard(card(number), june2026)).toEqual({ decline: "incorrect_number" });
    }
  });

  it("refuses an expiry before the current month", () => {
    expect(checkCard(card("4242424242424242", 5, 2026), june2026)).toEqual({
      decline: "expired_card",
    });
    expect(checkCard(card("4242424242424242", 12, 2025), june2026)).toEqual({
      decline: "expired_card",
    });
  });

  it("declines Stripe's decline test cards with their codes", () => {
    const cases = [
      ["4000000000000002", "generic_decline"],
      ["4000000000000069", "expired_card"],
      ["4000000000000127", "incorrect_cvc"],
      ["4000000000000119", "processing_error"],
    ] as const;
    for (const [number, code] of cases) {
      expect(checkCard(card(number), june2026)).toEqual({ decline: code });
    }
    expect(DECLINE_MESSAGES.incorrect_cvc).toBe("Your card's security code is incorrect.");
  });

  it("saves the cards whose charges decline, remembering how they decline", () => {
    const saved = (number: string) => {
      const checked = checkCard(card(number), june2026);
      return "card" in checked ? checked.card.chargeDeclineCode : checked.decline;
    };
    expect(saved("4000000000009995")).toBe("insufficient_funds");
    expect(saved("4000000000000341")).toBe("generic_decline");
    expect(chargeDeclineCode("insufficient_funds")).toBe("insufficient_funds");
    expect(chargeDeclineCode("something_new")).toBe("generic_decline");
    expect(chargeDeclineCode(null)).toBeNull();
  });
});
