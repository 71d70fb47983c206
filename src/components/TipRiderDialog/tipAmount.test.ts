import { describe, expect, it } from "vitest";
import { parseTipAmount } from "./tipAmount";

describe("parseTipAmount", () => {
  it.each([
    ["5", 5],
    ["12.50", 12.5],
    [" 0.5 ", 0.5],
  ])("accepts %s", (input, amount) => {
    expect(parseTipAmount(input)).toBe(amount);
  });

  it.each(["", "   ", "0", "-1", "abc", "Infinity", "1,5"])("refuses %j", (input) => {
    expect(parseTipAmount(input)).toBeNull();
  });
});
