import { db, type IdempotentReceipt } from "./db";

/** The server's answer to a missing or malformed Idempotency-Key (checkout and tips take one). */
export const IDEMPOTENCY_KEY_MESSAGE =
  "The Idempotency-Key header is required: 8 to 100 letters, digits, - or _.";

/** The contract's pattern and length for the header. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's Idempotency-Key, or null when it is missing or not what the contract allows. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get("Idempotency-Key");
  return key && IDEMPOTENCY_KEY.test(key) ? key : null;
}

/**
 * What an earlier call under this key says of this one, as the server judges it: nothing (a
 * first call), its receipt (a repeat, answered again without acting twice) or "reused" (the key
 * came with another body). A refused call leaves its key free: only `remember` keeps one.
 */
export function earlierCall(
  kind: "checkouts" | "tips",
  key: string,
  body: string,
): IdempotentReceipt | "reused" | undefined {
  const earlier = db[kind][key];
  if (earlier && earlier.body !== body) return "reused";
  return earlier;
}
