import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LIFETIME_MS } from "./limits";

/** A 4-digit code (the web app has 4 boxes) from the cryptographic generator. */
export function newOtp(): string {
  return String(randomInt(0, 10_000)).padStart(4, "0");
}

export function otpMessage(code: string): string {
  const minutes = Math.round(OTP_LIFETIME_MS / 60_000);
  return `Your Storefront code is ${code}. It expires in ${minutes} minutes. Never share it.`;
}

function digest(salt: string, phone: string, code: string): string {
  return createHash("sha256").update(`${salt}:${phone}:${code}`).digest("hex");
}

/**
 * Stored as "salt$sha256(salt:phone:code)". With only 10^4 codes no hash resists offline
 * guessing, so this does not pretend to: it keeps codes out of plain sight in rows, logs and
 * backups, while the 10-minute life and the attempt limits are the real protection. The salt is
 * stored with the hash (no per-process secret), so any API process can check any code.
 */
export function hashOtp(phone: string, code: string): string {
  const salt = randomBytes(8).toString("hex");
  return `${salt}$${digest(salt, phone, code)}`;
}

export function otpMatches(stored: string, phone: string, code: string): boolean {
  const [salt, expected] = stored.split("$");
  if (!salt || !expected) return false;
  const actual = Buffer.from(digest(salt, phone, code), "hex");
  const wanted = Buffer.from(expected, "hex");
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}
