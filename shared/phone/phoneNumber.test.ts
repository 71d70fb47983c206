import { describe, expect, it } from "vitest";
import { isValidPhoneNumber } from "./phoneNumber";

describe("isValidPhoneNumber", () => {
  it.each(["+12125550123", "+14165550123", "+447911123456", "+923001234567", "+971501234567"])(
    "accepts %s, a number of its country's plan",
    (number) => {
      expect(isValidPhoneNumber(number)).toBe(true);
    },
  );

  it.each([
    // Issue 26: "0234567890" typed with US +1; the E.164 pattern lets it through.
    ["+10234567890", "no US area code starts with 0"],
    ["+11234567890", "nor with 1"],
    ["+12120123456", "no US exchange starts with 0"],
    ["+15555550123", "555 is not a US area code"],
    ["+4479111234", "too short for a UK mobile"],
    ["+99912345678", "no country has calling code 999"],
    ["12125550123", "not in E.164 form"],
    ["", "empty"],
  ])("refuses %s: %s", (number) => {
    expect(isValidPhoneNumber(number)).toBe(false);
  });
});
