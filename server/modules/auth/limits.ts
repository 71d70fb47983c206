import { retryAfterMs, type WindowLimit as CountedLimit } from "../../lib/windowLimit";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A code is good for 10 minutes and 5 wrong guesses; 10^4 codes make each guess worth bounding. */
export const OTP_LIFETIME_MS = 10 * MINUTE;
export const OTP_MAX_FAILED_ATTEMPTS = 5;

/** The kinds of rows in auth_events, the ledger every limit below counts. */
export type AuthEventKind = "otp_sent" | "otp_failed" | "guest_login";

/** At most `limit` events of `kind` per key within any `windowMs`. */
export interface WindowLimit extends CountedLimit {
  kind: AuthEventKind;
}

/** The web app's resend countdown is 60 s; the server allows a resend after 30 s. */
export const RESEND_INTERVAL_MS = 30 * SECOND;

export const PHONE_RESEND_LIMIT: WindowLimit = {
  kind: "otp_sent",
  limit: 1,
  windowMs: RESEND_INTERVAL_MS,
  message: "Please wait a moment before requesting another code.",
};

/** Caps SMS cost and harassment of one number. */
export const PHONE_HOURLY_SEND_LIMIT: WindowLimit = {
  kind: "otp_sent",
  limit: 5,
  windowMs: HOUR,
  message: "Too many codes were requested for this number. Please try again later.",
};

/**
 * Five an hour would still let one number be texted 120 times a day; a person signing in needs
 * far fewer, so the day is capped too.
 */
export const PHONE_DAILY_SEND_LIMIT: WindowLimit = {
  kind: "otp_sent",
  limit: 10,
  windowMs: 24 * HOUR,
  message: "Too many codes were requested for this number today. Please try again tomorrow.",
};

/** Stops one client from spraying codes over many numbers (SMS pumping). */
export const IP_HOURLY_SEND_LIMIT: WindowLimit = {
  kind: "otp_sent",
  limit: 20,
  windowMs: HOUR,
  message: "Too many codes were requested from this network. Please try again later.",
};

/**
 * Guessing across many codes: after 10 wrong codes in 24 h the number can neither verify nor
 * get new codes, from any device or network, until the oldest failure leaves the window.
 */
export const PHONE_FAILED_VERIFY_LIMIT: WindowLimit = {
  kind: "otp_failed",
  limit: 10,
  windowMs: 24 * HOUR,
  message: "Too many wrong codes were entered for this number. Please try again later.",
};

/** Every guest login writes a session row; this bounds how fast one client can add them. */
export const IP_HOURLY_GUEST_LIMIT: WindowLimit = {
  kind: "guest_login",
  limit: 60,
  windowMs: HOUR,
  message: "Too many guest sessions were started from this network. Please try again later.",
};

/**
 * The same per device, which holds whatever network the device is on and behind any proxy: the
 * app starts a guest session once, and again only after a sign-out or a lost session.
 */
export const DEVICE_HOURLY_GUEST_LIMIT: WindowLimit = {
  kind: "guest_login",
  limit: 20,
  windowMs: HOUR,
  message: "Too many guest sessions were started on this device. Please try again later.",
};

export { retryAfterMs };
