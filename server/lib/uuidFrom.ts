import { createHash } from "node:crypto";

/**
 * A well-formed version 4 uuid derived from the parts. Hashed rather than drawn from a
 * generator: a 32-bit generator state allows only 2^32 distinct uuids, and a catalogue of
 * 100,000 products with its images would collide.
 */
export function uuidFrom(...parts: (string | number)[]): string {
  const bytes = createHash("sha256").update(parts.join("\u0000")).digest();
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
