import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { userReference } from "./users";

// Saved cards, the provider's customers, and the sandbox payment provider's own state.

/** Saved cards; `id` is the payment provider's payment method id. */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: text("id").primaryKey(),
    userId: userReference(),
    provider: text("provider").notNull(),
    /** The provider's customer the card is attached to (Stripe), null in the sandbox. */
    providerCustomerId: text("provider_customer_id"),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    /** The card the checkout preselects; a removed card never keeps the flag. */
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    index("payment_methods_user_idx").on(table.userId, table.createdAt),
    uniqueIndex("payment_methods_one_default_idx")
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** The provider's customer per user (Stripe attaches saved cards to a customer). */
export const paymentCustomers = pgTable("payment_customers", {
  userId: userReference().primaryKey(),
  provider: text("provider").notNull(),
  providerCustomerId: text("provider_customer_id").notNull(),
});

/**
 * The sandbox provider's own state, standing in for Stripe's: setup intents, and the cards
 * confirmed against them (with their test behaviour).
 */
export const sandboxSetupIntents = pgTable("sandbox_setup_intents", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull().unique(),
  userId: userReference(),
  /** requires_payment_method → succeeded (card confirmed) → consumed (card saved). */
  status: text("status").notNull(),
  paymentMethodId: text("payment_method_id"),
  createdAt: createdAt(),
});

export const sandboxCards = pgTable("sandbox_cards", {
  id: text("id").primaryKey(),
  userId: userReference(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  /** Stripe's decline code for the test numbers that decline charges, else null. */
  chargeDeclineCode: text("charge_decline_code"),
  createdAt: createdAt(),
});

/** The sandbox's charges by idempotency key, as Stripe keeps its PaymentIntents. */
export const sandboxCharges = pgTable("sandbox_charges", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  reference: text("reference").notNull(),
  userId: userReference(),
  amountCents: integer("amount_cents").notNull(),
  refundedCents: integer("refunded_cents").notNull().default(0),
  /** The order the charge pays for (the request's orderUuid); null for charges made before. */
  orderUuid: text("order_uuid"),
  createdAt: createdAt(),
});

/** The sandbox's refunds by idempotency key, as Stripe keeps them: a retried key refunds once. */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    reference: text("reference").notNull(),
    chargeReference: text("charge_reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sandbox_refunds_charge_idx").on(table.chargeReference)],
);
