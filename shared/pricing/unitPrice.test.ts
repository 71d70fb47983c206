import { describe, expect, it } from "vitest";
import { formatUnitDollars, formatUnitPrice } from "./unitPrice";

describe("formatUnitPrice", () => {
  it("weights per ounce and per kilogram", () => {
    // $5.99 for 2 lb (907.184 g).
    expect(formatUnitPrice(599, 907.184, "g")).toBe("$0.19/oz · $6.60/kg");
  });

  it("volumes per fluid ounce and per litre", () => {
    expect(formatUnitPrice(169, 1000, "ml")).toBe("$0.05/fl oz · $1.69/L");
  });

  it("counts per piece", () => {
    expect(formatUnitPrice(249, 30, "ct")).toBe("$0.08/ct");
  });

  it("is null without a unit or a quantity", () => {
    expect(formatUnitPrice(249, null, null)).toBeNull();
    expect(formatUnitPrice(249, 0, "g")).toBeNull();
    expect(formatUnitPrice(249, 12, null)).toBeNull();
  });
});

describe("formatUnitDollars", () => {
  it("keeps two decimals from half a cent up", () => {
    expect(formatUnitDollars(0.005)).toBe("$0.01");
    expect(formatUnitDollars(1234.5)).toBe("$1,234.50");
  });

  it("never shows $0.00 for a price: the first significant digit instead", () => {
    expect(formatUnitDollars(0.0042)).toBe("$0.004");
    expect(formatUnitDollars(0.00049)).toBe("$0.0005");
  });
});
