import { expect } from "vitest";
import type { Schemas } from "../../../server/http/types";
import { callApi, uniqueDeviceId, uniquePhone } from "./requests";

let ipCounter = 0;

/**
 * A client address no other call of this run uses (198.18.0.0/15 is reserved for testing), so
 * per-network limits never couple tests. Loopback, the default of `callApi`, is never limited.
 */
export function uniqueIp(): string {
  ipCounter += 1;
  return `198.${18 + (ipCounter >> 16)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The newest code texted to a phone, read from the development SMS outbox. */
export async function latestCode(phone: string): Promise<string> {
  const response = await callApi("GET", `/dev/sms-outbox?recipient=${encodeURIComponent(phone)}`);
  expect(response.statusCode, response.body).toBe(200);
  const [message] = (response.json() as Schemas["SmsMessageListResponse"]).data;
  const code = /\b(\d{4})\b/.exec(message?.body ?? "")?.[1];
  if (!code) throw new Error(`No code was texted to ${phone}: ${response.body}`);
  return code;
}

export async function sendCode(phone: string, ip = uniqueIp()): Promise<string> {
  const response = await callApi("POST", "/auth/login-by-phone", {
    body: { recipient: phone },
    ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  return latestCode(phone);
}

export interface SignedIn {
  token: string;
  user: Schemas["AuthUser"];
  phone: string;
  deviceId: string;
}

/** Signs in a customer by phone (a new one unless `phone` is given), merging `deviceId`'s guest. */
export async function signInCustomer(
  options: { phone?: string; deviceId?: string } = {},
): Promise<SignedIn> {
  const phone = options.phone ?? uniquePhone();
  const deviceId = options.deviceId ?? uniqueDeviceId();
  const otp = await sendCode(phone);
  const response = await callApi("POST", "/auth/login-by-phone/verify", {
    body: { recipient: phone, otp, deviceId },
    ip: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token, user } = (response.json() as Schemas["AuthSessionResponse"]).data;
  return { token, user, phone, deviceId };
}

/** Starts a guest session for a device (a new one unless `deviceId` is given). */
export async function signInGuest(deviceId = uniqueDeviceId()): Promise<Omit<SignedIn, "phone">> {
  const response = await callApi("POST", "/auth/guest-login", {
    body: { deviceId },
    ip: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token, user } = (response.json() as Schemas["AuthSessionResponse"]).data;
  return { token, user, deviceId };
}
