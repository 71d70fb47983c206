import { describe, expect, it } from "vitest";
import { parseArgs } from "./args";

describe("seed CLI arguments", () => {
  it("defaults to 1,600 products without a reset", () => {
    expect(parseArgs([])).toEqual({ reset: false, products: 1600 });
  });

  it("accepts --reset and --products in both spellings", () => {
    expect(parseArgs(["--reset", "--products", "300"])).toEqual({ reset: true, products: 300 });
    expect(parseArgs(["--products=100000"])).toEqual({ reset: false, products: 100000 });
  });

  it.each([["0"], ["-5"], ["1.5"], ["abc"], ["1e3"], [""]])("rejects --products %j", (value) => {
    const result = parseArgs(["--products", value]);
    expect(typeof result).toBe("string");
    expect(result).toContain("--products accepts a positive whole number");
  });

  it("rejects a missing --products value and unknown flags, naming them", () => {
    expect(parseArgs(["--products"])).toMatch(/^--products accepts .*got nothing/);
    expect(parseArgs(["--force"])).toMatch(
      /^Unknown option "--force": accepted options are --reset and --products N/,
    );
  });
});
