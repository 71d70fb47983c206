import { ApiError, serverMessage } from "@/api/client";
import { defineText } from "@/i18n/defineText";

/** docs/product.md § Messages and errors: what the shopper is told while signing in. */
export const authMessages = defineText("authMessages", {
  sendOtpFailed: "Failed to send OTP. Please try again.",
  invalidOtp: "Invalid OTP. Please try again.",
  verifyFailed: "OTP verification failed",
  countryCodesFailed: "Failed to load country codes. Please try again later.",
});

/** docs/product.md § Messages and errors "Send OTP failure": the server's message (a 429 says when to retry), else ours. */
export function sendOtpErrorMessage(error: unknown): string {
  return serverMessage(error) ?? authMessages.sendOtpFailed;
}

/**
 * docs/product.md § Messages and errors "Invalid OTP": a rejected code (422) reads 'Invalid OTP. Please try again.'
 * whatever the server says; a lock-out or rate limit (429) and other failures keep the
 * server's message, which says what to do next.
 */
export function verifyOtpErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) return authMessages.invalidOtp;
  return serverMessage(error) ?? authMessages.verifyFailed;
}

/** Seconds from `nowMs` until `deadlineMs`, rounded up, never below 0. */
export function secondsUntil(deadlineMs: number | null, nowMs: number): number {
  if (deadlineMs === null) return 0;
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
