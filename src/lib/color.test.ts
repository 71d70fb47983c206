import { describe, expect, it } from "vitest";
import { readableTextOn, relativeLuminance } from "./color";

describe("relativeLuminance", () => {
  it("is 0 for black and 1 for white, in short and long forms", () => {
    expect(relativeLuminance("#000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBe(1);
    expect(relativeLuminance("FFF")).toBe(1);
  });

  it("rejects text that is not a hex colour", () => {
    expect(relativeLuminance("red")).toBeNull();
    expect(relativeLuminance("#12345")).toBeNull();
  });
});

describe("readableTextOn", () => {
  it("puts dark text on light badges and white text on dark ones", () => {
    expect(readableTextOn("#fde68a")).toBe("#111827");
    expect(readableTextOn("#ffffff")).toBe("#111827");
    expect(readableTextOn("#b42318")).toBe("#ffffff");
    expect(readableTextOn("#1d4ed8")).toBe("#ffffff");
  });

  it("falls back to white text when the colour cannot be read", () => {
    expect(readableTextOn("not-a-colour")).toBe("#ffffff");
  });
});
