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
