import { customType, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Raw bytes. Drizzle has no bytea column of its own; both drivers (node-postgres and PGlite)
 * already read bytea as a Buffer or Uint8Array and write either, so only the type is declared,
 * and reads are made a Buffer for callers that use Buffer's methods.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
