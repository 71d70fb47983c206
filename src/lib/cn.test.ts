import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and skips falsy ones", () => {
    expect(cn("flex", false, undefined, null, "gap-2", { hidden: false, rounded: true })).toBe(
      "flex gap-2 rounded",
    );
  });

  it("keeps classes of different properties and of different variants of one property", () => {
    expect(cn("px-2 py-1 text-sm text-gray-700", "md:px-4 hover:text-gray-900")).toBe(
      "px-2 py-1 text-sm text-gray-700 md:px-4 hover:text-gray-900",
    );
  });

  it("refuses, in development and tests, a class that a later one would override", () => {
    expect(() => cn("rounded-md bg-gray-200", "rounded-xl")).toThrow(
      /"rounded-md" would be overridden by a later class/,
    );
    expect(() => cn("text-sm", ["text-lg"])).toThrow(/"text-sm"/);
  });
});
