import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/client";
import { sendRefusalMessage } from "./chatRefusals";

const FALLBACK = "Failed to send message";
const TOO_FAST = "You are sending messages too quickly. Please wait a moment and try again.";

describe("sendRefusalMessage", () => {
  it("tells a 429's message, for text and files alike", () => {
    const refused = new ApiError(TOO_FAST, 429, { message: TOO_FAST });
    expect(sendRefusalMessage(refused, FALLBACK)).toBe(TOO_FAST);
    expect(sendRefusalMessage(refused, FALLBACK, { isFile: true })).toBe(TOO_FAST);
  });

  it("tells a refused file's message, but not a 400 about text", () => {
    const wrongKind = new ApiError("Wrong kind", 400, { message: "Wrong kind" });
    expect(sendRefusalMessage(wrongKind, FALLBACK, { isFile: true })).toBe("Wrong kind");
    expect(sendRefusalMessage(wrongKind, FALLBACK)).toBe(FALLBACK);
  });

  it("falls back on the chat's words for server errors, bodiless answers and other errors", () => {
    expect(sendRefusalMessage(new ApiError("Boom", 500, { message: "Boom" }), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(sendRefusalMessage(new ApiError("", 429), FALLBACK)).toBe(FALLBACK);
    expect(sendRefusalMessage(new TypeError("Failed to fetch"), FALLBACK)).toBe(FALLBACK);
  });
});
