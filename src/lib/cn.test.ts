import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and skips falsy ones", () => {
    expect(cn("flex", false, undefined, null, "gap-2", { hidden: false, rounded: true })).toBe(
      "flex gap-2 rounded",
    );
  });

  it("lets a later Tailwind class override a conflicting earlier one", () => {
    expect(cn("px-2 py-1 text-sm", "px-4", ["text-lg"])).toBe("py-1 px-4 text-lg");
  });
});
