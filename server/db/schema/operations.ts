import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { userReference } from "./users";

// How API processes coordinate through the database: idempotency claims on calls that move money,
// and the leases of the running processes.

/**
 * The Idempotency-Key of a call that moves money (placeOrder, addAdditionalTip): the first call
 * claims it, a repeat answers the first call's order, the key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: userReference(),
    /** The contract's operationId: one key names one attempt of one operation. */
    operation: text("operation").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** The order placed or tipped; null while the call is in flight. */
    orderUuid: uuid("order_uuid"),
    /** The server process running the call (server_processes); null on claims of older versions. */
    processId: text("process_id"),
    /** What a recovery needs to finish the call if its process stops (ClaimResume). */
    resume: jsonb("resume").$type<Record<string, unknown>>(),
    /**
     * When its call failed and freed the key for a retry. The row stays so that the count below
     * survives until the key is claimed again.
     */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /**
     * Calls under the key whose charge was refunded: the provider answers a charge request with
     * the same provider key with that refunded charge, so the next call charges under a new one.
     */
    refundedAttempts: integer("refunded_attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.operation, table.key] })],
);

/**
 * The API processes using the database, each with a lease it renews while it runs: a claim whose
 * process's lease expired was left by a process that stopped, and is recovered.
 */
export const serverProcesses = pgTable("server_processes", {
  id: text("id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
});
