import { describe, expect, it } from "vitest";
import {
  cardNumberProblem,
  cvcLength,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiryInput,
  normaliseExpiry,
  maxCardDigits,
  parseExpiry,
} from "./cardDetails";

/** A day in June 2026: cards that expire in June 2026 are still good. */
const TODAY = new Date(2026, 5, 15);

describe("formatCardNumber", () => {
  it("groups digits by 4 and drops anything else", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42a")).toBe("4242 42");
    expect(formatCardNumber("4242 ")).toBe("4242");
    expect(formatCardNumber("")).toBe("");
  });

  it("stops at the network's longest number", () => {
    expect(formatCardNumber("42424242424242421234")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("3782822463100059")).toBe("3782 8224 6310 005");
    expect(maxCardDigits("unknown")).toBe(19);
  });
});

describe("cardNumberProblem", () => {
  it("says nothing while a number is being typed", () => {
    expect(cardNumberProblem("", false)).toBeNull();
    expect(cardNumberProblem("4242 42", false)).toBeNull();
  });

  it("accepts a complete number that passes the checksum", () => {
    expect(cardNumberProblem("4242 4242 4242 4242", false)).toBeNull();
    expect(cardNumberProblem("4000 0000 0000 0002", true)).toBeNull();
    expect(cardNumberProblem("3782 8224 6310 005", true)).toBeNull();
  });

  it("refuses a full-length number that fails the checksum as soon as it is typed", () => {
    expect(cardNumberProblem("4242 4242 4242 4241", false)).toBe("invalid");
    expect(cardNumberProblem("3782 8224 6310 006", false)).toBe("invalid");
  });

  it("calls a short or missing number out once the shopper moves on", () => {
    expect(cardNumberProblem("4242 4242", true)).toBe("incomplete");
    expect(cardNumberProblem("", true)).toBe("required");
  });
});

describe("normaliseExpiry", () => {
  it.each([
    ["12 / 34", "12/34"],
    ["12/2034", "12/34"],
    ["1234", "12/34"],
    ["12/34", "12/34"],
  ])("reads the whole expiry %j as %j", (text, expected) => {
    expect(normaliseExpiry(text)).toBe(expected);
  });

  it.each(["", "1", "12", "12/", "12/3", "123", "12/203", "12/2627", "12345", "ab/cd"])(
    "is null for %j, not a whole expiry",
    (text) => {
      expect(normaliseExpiry(text)).toBeNull();
    },
  );
});

describe("formatExpiryInput", () => {
  it.each([
    ["1", "1"],
    ["12", "12/"],
    ["122", "12/2"],
    ["1226", "12/26"],
    ["12/26", "12/26"],
    ["12/2627", "12/26"],
    ["4", "04/"],
    ["1/", "01/"],
  ])("%j reads %j", (typed, shown) => {
    expect(formatExpiryInput(typed)).toBe(shown);
  });

  // Issue 26: a paste or an autofill is the whole value at once, in whatever form it came.
  it.each([
    ["12/34", "12/34"],
    ["12 / 34", "12/34"],
    ["1234", "12/34"],
    ["12/2034", "12/34"],
    [" 12 / 2034 ", "12/34"],
    ["122034", "12/34"],
    ["12-34", "12/34"],
    ["1/34", "01/34"],
    ["1 / 2034", "01/34"],
  ])("a pasted or autofilled %j reads %j", (pasted, shown) => {
    expect(formatExpiryInput(pasted)).toBe(shown);
  });

  it("lets Backspace remove the slash", () => {
    expect(formatExpiryInput("12", true)).toBe("12");
    expect(formatExpiryInput("1", true)).toBe("1");
  });
});

describe("parseExpiry", () => {
  it("reads MM/YY as month and 20YY", () => {
    expect(parseExpiry("03/27")).toEqual({ month: 3, year: 2027 });
    expect(parseExpiry("03/2")).toBeNull();
  });
});

describe("expiryProblem", () => {
  it("accepts this month and later", () => {
    expect(expiryProblem("06/26", true, TODAY)).toBeNull();
    expect(expiryProblem("01/27", true, TODAY)).toBeNull();
  });

  it("refuses a past month as soon as it is typed", () => {
    expect(expiryProblem("05/26", false, TODAY)).toBe("past");
    expect(expiryProblem("12/25", false, TODAY)).toBe("past");
  });

  it("refuses a month that does not exist", () => {
    expect(expiryProblem("13", false, TODAY)).toBe("invalidMonth");
    expect(expiryProblem("00/30", true, TODAY)).toBe("invalidMonth");
  });

  it("calls a short or missing date out once the shopper moves on", () => {
    expect(expiryProblem("12/2", false, TODAY)).toBeNull();
    expect(expiryProblem("12/2", true, TODAY)).toBe("incomplete");
    expect(expiryProblem("", true, TODAY)).toBe("required");
  });
});

describe("cvcProblem", () => {
  it("takes 4 digits for American Express and 3 for the others", () => {
    expect(cvcLength("amex")).toBe(4);
    expect(cvcLength("visa")).toBe(3);
    expect(cvcProblem("123", "visa", true)).toBeNull();
    expect(cvcProblem("1234", "amex", true)).toBeNull();
    expect(cvcProblem("123", "amex", true)).toBe("incomplete");
    expect(cvcProblem("1234", "visa", false)).toBe("invalid");
  });

  it("takes 3 or 4 until the number names its network", () => {
    expect(cvcProblem("123", "unknown", true)).toBeNull();
    expect(cvcProblem("1234", "unknown", true)).toBeNull();
  });

  it("calls a short or missing code out once the shopper moves on", () => {
    expect(cvcProblem("12", "visa", false)).toBeNull();
    expect(cvcProblem("12", "visa", true)).toBe("incomplete");
    expect(cvcProblem("", "visa", true)).toBe("required");
  });
});
