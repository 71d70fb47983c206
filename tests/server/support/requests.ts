import type { InjectOptions } from "fastify";
import { getTestApp } from "./testApp";

let deviceCounter = 0;

/** A device id no other test uses, so every test gets its own guest. */
export function uniqueDeviceId(): string {
  deviceCounter += 1;
  return `test-device-${process.pid}-${Date.now()}-${deviceCounter}`;
}

/**
 * A US phone number no other test uses (rate limits count per phone), and a valid one: the
 * exchange after the 212 area code starts with 2-9, as the numbering plan (shared/phone) wants.
 */
export function uniquePhone(): string {
  deviceCounter += 1;
  const suffix = 2_000_000 + ((Date.now() + deviceCounter * 7919) % 8_000_000);
  return `+1212${suffix}`;
}

/** Calls the API like the web app: JSON, X-Requested-With, and the bearer token when given. */
export async function callApi(
  method: InjectOptions["method"],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
) {
  const { app } = await getTestApp();
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      "x-requested-with": "XMLHttpRequest",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions["payload"] }),
  });
}
