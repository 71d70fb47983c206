import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/client";
import {
  authMessages,
  secondsUntil,
  sendOtpErrorMessage,
  verifyOtpErrorMessage,
} from "./authMessages";

const apiError = (status: number, message?: string) =>
  new ApiError(message ?? "Bad", status, message === undefined ? undefined : { message });

describe("sendOtpErrorMessage", () => {
  it("shows the server's message", () => {
    expect(sendOtpErrorMessage(apiError(429, "Please wait a moment."))).toBe(
      "Please wait a moment.",
    );
    expect(sendOtpErrorMessage(apiError(500, "Failed to send OTP"))).toBe("Failed to send OTP");
  });

  it("falls back to the catalogue's words without one", () => {
    expect(sendOtpErrorMessage(apiError(502))).toBe("Failed to send OTP. Please try again.");
    expect(sendOtpErrorMessage(apiError(500, "  "))).toBe(authMessages.sendOtpFailed);
    expect(sendOtpErrorMessage(new TypeError("Failed to fetch"))).toBe(authMessages.sendOtpFailed);
  });
});

describe("verifyOtpErrorMessage", () => {
  it("reads a rejected code as an invalid OTP", () => {
    expect(verifyOtpErrorMessage(apiError(422, "The code is invalid or has expired."))).toBe(
      "Invalid OTP. Please try again.",
    );
  });

  it("keeps the server's message for a lock-out", () => {
    expect(verifyOtpErrorMessage(apiError(429, "Too many wrong codes."))).toBe(
      "Too many wrong codes.",
    );
  });

  it("falls back to 'OTP verification failed'", () => {
    expect(verifyOtpErrorMessage(new TypeError("Failed to fetch"))).toBe("OTP verification failed");
  });
});

describe("secondsUntil", () => {
  it("rounds up to whole seconds and stops at 0", () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 100)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 60_000)).toBe(0);
    expect(secondsUntil(60_000, 90_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBe(0);
  });
});
