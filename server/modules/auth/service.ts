import { INVALID_PHONE_NUMBER_MESSAGE, isValidPhoneNumber } from "../../../shared/phone";
import type { AppContext } from "../../context";
import { badRequest, HttpError, tooManyRequests, unprocessable } from "../../http/errors";
import type { UserRow } from "../../http/session";
import { countsPerNetwork } from "../../lib/network";
import {
  DEVICE_HOURLY_GUEST_LIMIT,
  IP_HOURLY_GUEST_LIMIT,
  IP_HOURLY_SEND_LIMIT,
  OTP_LIFETIME_MS,
  OTP_MAX_FAILED_ATTEMPTS,
  PHONE_FAILED_VERIFY_LIMIT,
  PHONE_DAILY_SEND_LIMIT,
  PHONE_HOURLY_SEND_LIMIT,
  PHONE_RESEND_LIMIT,
  retryAfterMs,
  type WindowLimit,
} from "./limits";
import { createSession, findGuest, findOrCreateCustomer, findOrCreateGuest } from "../users";
import { mergeGuestInto } from "./merge";
import { insertCartIfMissing } from "../cart";
import { hashOtp, newOtp, otpMatches, otpMessage } from "./otp";
import {
  closeCode,
  countFailedAttempt,
  lockDevice,
  lockNetwork,
  lockPhone,
  newestCode,
  newestEvents,
  recordEvent,
  replaceCode,
  type EventKey,
  type Executor,
} from "./repository";

export interface SignedIn {
  token: string;
  user: UserRow;
}

/** One message for unknown, used, replaced, expired and wrong codes: none tells more than another. */
const invalidCode = () => unprocessable("The code is invalid or has expired. Request a new one.");

async function blockedFor(db: Executor, rule: WindowLimit, key: EventKey, now: Date) {
  const waitMs = retryAfterMs(rule, await newestEvents(db, rule, key, now), now);
  return waitMs > 0 ? { message: rule.message, waitMs } : null;
}

/** Why this phone cannot get a code from this client right now, and for how long; null if it can. */
async function sendBlock(db: Executor, phone: string, ip: string, now: Date) {
  const phoneRules = [
    PHONE_FAILED_VERIFY_LIMIT,
    PHONE_RESEND_LIMIT,
    PHONE_HOURLY_SEND_LIMIT,
    PHONE_DAILY_SEND_LIMIT,
  ];
  for (const rule of phoneRules) {
    const block = await blockedFor(db, rule, { phone }, now);
    if (block) return block;
  }
  return countsPerNetwork(ip) ? blockedFor(db, IP_HOURLY_SEND_LIMIT, { ip }, now) : null;
}

/**
 * Texts a new code to the phone, voiding the previous one. The answer is the same whether or
 * not the phone has an account. A number of the contract's E.164 pattern that no country's
 * plan has ("+10234567890") is refused with 400 before anything is counted or sent.
 */
export async function sendLoginCode(context: AppContext, phone: string, ip: string) {
  if (!isValidPhoneNumber(phone)) {
    throw badRequest(INVALID_PHONE_NUMBER_MESSAGE, ["body.recipient is not a valid phone number"]);
  }
  const code = newOtp();
  await context.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    if (countsPerNetwork(ip)) await lockNetwork(tx, "otp_sent", ip);
    // Read once the locks are held: a send that held them before is never later than this one.
    const now = context.now();
    const block = await sendBlock(tx, phone, ip, now);
    if (block) throw tooManyRequests(block.message, block.waitMs / 1000);
    await recordEvent(tx, "otp_sent", { phone, ip }, now);
    const expiresAt = new Date(now.getTime() + OTP_LIFETIME_MS);
    await replaceCode(tx, { phone, codeHash: hashOtp(phone, code), expiresAt }, now);
  });
  // After the commit: a slow SMS gateway must not hold the phone's lock.
  try {
    await context.sms.send(phone, otpMessage(code));
  } catch (error) {
    context.log.error({ err: error, sms: { provider: context.sms.name } }, "sending a code failed");
    throw new HttpError(500, "Failed to send the code. Please try again.");
  }
}

/**
 * Exchanges the newest code of a phone for a customer session, merging the device's guest.
 * Wrong guesses are committed before the 422 so they count; everything else is one transaction.
 */
export async function verifyLoginCode(
  context: AppContext,
  input: { phone: string; code: string; deviceId: string; ip: string },
): Promise<SignedIn> {
  const { phone, code, deviceId, ip } = input;
  const signedIn = await context.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const now = context.now();
    const lockout = await blockedFor(tx, PHONE_FAILED_VERIFY_LIMIT, { phone }, now);
    if (lockout) throw tooManyRequests(lockout.message, lockout.waitMs / 1000);

    const otp = await newestCode(tx, phone);
    if (otp?.closedAt && otp.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) {
      // Guessing on is pointless, even right: only a new code helps, once one may be sent.
      const block = await sendBlock(tx, phone, ip, now);
      throw tooManyRequests(
        "Too many wrong codes. Request a new code.",
        (block?.waitMs ?? 0) / 1000,
      );
    }
    if (!otp || otp.closedAt || otp.expiresAt.getTime() <= now.getTime()) throw invalidCode();
    if (!otpMatches(otp.codeHash, phone, code)) {
      await countFailedAttempt(tx, otp.id, now);
      await recordEvent(tx, "otp_failed", { phone, ip }, now);
      return null;
    }
    if (!(await closeCode(tx, otp.id, now))) throw invalidCode();

    const user = await findOrCreateCustomer(tx, phone, now);
    const guest = await findGuest(tx, deviceId);
    if (guest) await mergeGuestInto(tx, guest.id, user.id, now);
    return { token: await createSession(tx, user.id, now), user };
  });
  if (!signedIn) throw invalidCode();
  return signedIn;
}

/** Starts a session for the device's guest, created on first use. */
export async function startGuestSession(
  context: AppContext,
  deviceId: string,
  ip: string,
): Promise<SignedIn> {
  const { db } = context;
  const perNetwork = countsPerNetwork(ip);
  await db.transaction(async (tx) => {
    await lockDevice(tx, deviceId);
    if (perNetwork) await lockNetwork(tx, "guest_login", ip);
    const now = context.now();
    const block =
      (await blockedFor(tx, DEVICE_HOURLY_GUEST_LIMIT, { deviceId }, now)) ??
      (perNetwork ? await blockedFor(tx, IP_HOURLY_GUEST_LIMIT, { ip }, now) : null);
    if (block) throw tooManyRequests(block.message, block.waitMs / 1000);
    await recordEvent(tx, "guest_login", { deviceId, ...(perNetwork ? { ip } : {}) }, now);
  });
  const now = context.now();
  const user = await findOrCreateGuest(db, deviceId, now);
  // Made now, with the session, so the guest's first pages read their cart without writing it.
  await insertCartIfMissing(db, user.id, now);
  return { token: await createSession(db, user.id, now), user };
}
