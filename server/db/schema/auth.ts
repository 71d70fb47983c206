import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { userReference } from "./users";

// Sign-in: sessions, one-time codes, the rate-limit ledger of sign-in events, and the SMS outbox.

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: userReference(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    /** Set when the code is used, replaced or exhausted: it can never verify again. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [index("otp_codes_phone_idx").on(table.phone, table.createdAt)],
);

/**
 * Rate-limit ledger (OTP sends and failed verifications) kept in the database, so every API
 * process counts the same events.
 */
export const authEvents = pgTable(
  "auth_events",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    phone: text("phone"),
    ip: text("ip"),
    /** The device a guest session was started for (its limit holds behind any proxy). */
    deviceId: text("device_id"),
    createdAt: createdAt(),
  },
  (table) => [
    index("auth_events_phone_idx").on(table.kind, table.phone, table.createdAt),
    index("auth_events_ip_idx").on(table.kind, table.ip, table.createdAt),
    index("auth_events_device_idx").on(table.kind, table.deviceId, table.createdAt),
  ],
);

export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sms_outbox_recipient_idx").on(table.recipient, table.createdAt)],
);
