import { describe, expect, it } from "vitest";
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhoneAsTyped,
  formatPhoneWithCountryCode,
  phoneDigits,
  toE164,
} from "./phoneNumber";

const US = DEFAULT_PHONE_COUNTRY;
const GB = { code: "GB", phoneCode: "+44" };
const PK = { code: "PK", phoneCode: "+92" };
/** A code libphonenumber does not know: only the calling code is used. */
const UNKNOWN = { code: "XX", phoneCode: "+999" };

describe("phoneDigits", () => {
  it("keeps digits only", () => {
    expect(phoneDigits("(212) 555-01ab23", US)).toBe("2125550123");
    expect(phoneDigits("abc", US)).toBe("");
  });

  it("cuts what no number of the country can hold", () => {
    expect(phoneDigits("212555012345", US)).toBe("2125550123");
    expect(phoneDigits("079111234567890", GB)).toBe("07911123456");
  });

  it("keeps an E.164 number whole when the country is unknown", () => {
    expect(phoneDigits("1234567890123456", UNKNOWN)).toBe("123456789012");
  });
});

describe("formatPhoneAsTyped", () => {
  it.each([
    ["", ""],
    ["21", "21"],
    ["212", "(212)"],
    ["2125", "(212) 5"],
    ["212555", "(212) 555"],
    ["2125550", "(212) 555-0"],
    ["2125550123", "(212) 555-0123"],
  ])("formats %j as %j in the US", (digits, expected) => {
    expect(formatPhoneAsTyped(digits, US)).toBe(expected);
  });

  it("uses the chosen country's format", () => {
    expect(formatPhoneAsTyped("07911123456", GB)).toBe("07911 123456");
  });

  it("leaves an unknown country's digits as typed", () => {
    expect(formatPhoneAsTyped("12345678", UNKNOWN)).toBe("12345678");
  });
});

describe("toE164", () => {
  it("builds the contract's E.164 number", () => {
    expect(toE164("2125550123", US)).toBe("+12125550123");
    expect(toE164("5555550123", US)).toBe("+15555550123");
    expect(toE164("3001234567", PK)).toBe("+923001234567");
  });

  it("drops a national prefix", () => {
    expect(toE164("07911123456", GB)).toBe("+447911123456");
    expect(toE164("12125550123", US)).toBe("+12125550123");
  });

  it("is null while the number is empty or too short", () => {
    expect(toE164("", US)).toBeNull();
    expect(toE164("212555", US)).toBeNull();
  });

  it("falls back to the calling code for a country it does not know", () => {
    expect(toE164("12345678", UNKNOWN)).toBe("+99912345678");
    expect(toE164("12", UNKNOWN)).toBeNull();
  });

  it("always matches the contract's PhoneNumber pattern", () => {
    for (const digits of ["2125550123", "5555550123", "12125550123"]) {
      expect(toE164(digits, US)).toMatch(/^\+[1-9][0-9]{6,14}$/);
    }
  });
});

describe("formatPhoneWithCountryCode", () => {
  it("shows a North American number with +1 and its national format", () => {
    expect(formatPhoneWithCountryCode("+15555550123")).toBe("+1 (555) 555-0123");
  });

  it("shows other numbers in international format", () => {
    expect(formatPhoneWithCountryCode("+447911123456")).toBe("+44 7911 123456");
  });

  it("returns what it cannot read unchanged", () => {
    expect(formatPhoneWithCountryCode("not a phone")).toBe("not a phone");
  });
});
