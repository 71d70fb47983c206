import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { createdAt } from "./columns";
import { coupons } from "./coupons";
import { addresses, userReference } from "./users";

// Orders, their lines and money movements, and the riders who deliver them.

/**
 * Riders are users too (role rider, no phone on the user, so nobody signs in as one), so chat
 * messages carry one kind of sender id.
 */
export const riders = pgTable("riders", {
  id: serial("id").primaryKey(),
  userId: userReference().unique(),
  phone: text("phone").notNull(),
  bio: text("bio"),
  pastOrders: integer("past_orders").notNull().default(0),
  imageUrl: text("image_url"),
});

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique(),
    userId: userReference(),
    status: text("status").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email"),
    customerPhone: text("customer_phone").notNull(),
    note: text("note"),
    leaveAtDoorstep: boolean("leave_at_doorstep").notNull().default(false),
    // The address as delivered to, copied so later edits of the address book do not change it.
    userAddressId: integer("user_address_id").references(() => addresses.id, {
      onDelete: "set null",
    }),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    slotDate: text("slot_date").notNull(),
    slotId: integer("slot_id").notNull(),
    slotLabel: text("slot_label").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    couponId: integer("coupon_id").references(() => coupons.id),
    couponCents: integer("coupon_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    serviceFeeCents: integer("service_fee_cents").notNull().default(0),
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    tipCents: integer("tip_cents").notNull().default(0),
    /** Charged at checkout: subtotal − coupon + tax + fees + tip. */
    totalCents: integer("total_cents").notNull(),
    additionalTipCents: integer("additional_tip_cents").notNull().default(0),
    paymentMethodId: text("payment_method_id").notNull(),
    riderId: integer("rider_id").references(() => riders.id),
    riderLatitude: doublePrecision("rider_latitude"),
    riderLongitude: doublePrecision("rider_longitude"),
    /** Where the rider set off from (the store), for the simulated route. */
    originLatitude: doublePrecision("origin_latitude"),
    originLongitude: doublePrecision("origin_longitude"),
    /** When the fulfilment simulator may take the next step; null when it has nothing to do. */
    nextStepAt: timestamp("next_step_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    orderRating: integer("order_rating"),
    orderComments: text("order_comments"),
    driverRating: integer("driver_rating"),
    driverComments: text("driver_comments"),
  },
  (table) => [
    index("orders_user_idx").on(table.userId, table.createdAt),
    // The slot list and checkout count each window's bookings by date.
    index("orders_slot_idx").on(table.slotDate, table.slotId),
    index("orders_next_step_idx")
      .on(table.nextStepAt)
      .where(sql`${table.nextStepAt} is not null`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    qty: integer("qty").notNull(),
    priceCents: integer("price_cents").notNull(),
    originalPriceCents: integer("original_price_cents").notNull(),
    /**
     * The line's "If unavailable" choice as the cart held it when the order was placed
     * (docs/replacements.md): a later change of the shopper's choices does not reach the order.
     */
    ifUnavailable: text("if_unavailable").notNull().default("BEST_MATCH"),
    replacementProductId: integer("replacement_product_id").references(() => products.id, {
      onDelete: "set null",
    }),
    /**
     * What happened when the line ran short (docs/replacements.md): null while it is picked as
     * ordered, else AWAITING_APPROVAL, REPLACED or REFUNDED.
     */
    fulfilment: text("fulfilment"),
    /** When the line ran short. */
    shortAt: timestamp("short_at", { withTimezone: true }),
    /** The product that replaced the line, or is offered while AWAITING_APPROVAL. */
    fulfilledProductId: integer("fulfilled_product_id").references(() => products.id, {
      onDelete: "set null",
    }),
    /** The unit price charged for the replacement: the lower of the line's and the replacement's. */
    chargedPriceCents: integer("charged_price_cents"),
    /** The goods refunded for the line (qty × price paid, or the replacement's difference). */
    refundCents: integer("refund_cents").notNull().default(0),
    /** The tax on refundCents refunded with it. */
    refundTaxCents: integer("refund_tax_cents").notNull().default(0),
    refundReason: text("refund_reason"),
    /** An offer in the rider chat: PENDING, then APPROVED or REJECTED; null when none was made. */
    offerStatus: text("offer_status"),
    /** When a PENDING offer counts as approved. */
    approvalDeadline: timestamp("approval_deadline", { withTimezone: true }),
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId),
    // The simulator's tick approves the offers nobody answered in time.
    index("order_items_pending_offer_idx")
      .on(table.approvalDeadline)
      .where(sql`${table.offerStatus} = 'PENDING'`),
  ],
);

/** Money movements of an order: the checkout charge, later tips, refunds. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** CHARGE, TIP or REFUND. */
    kind: text("kind").notNull(),
    provider: text("provider").notNull(),
    /** The provider's payment intent or refund id. */
    providerReference: text("provider_reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** succeeded, pending, failed or refunded. */
    status: text("status").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    /** A refund's: the charge (its provider reference) it pays back. */
    refundOf: text("refund_of"),
    /**
     * A refund's key at the provider (a cancellation's `refund-<id>`, a short line's
     * `shortage-<order item id>`): one refund per key, so a retry never pays twice.
     */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (table) => [
    index("payments_order_idx").on(table.orderId, table.createdAt),
    index("payments_reference_idx").on(table.providerReference),
    uniqueIndex("payments_idempotency_key_idx")
      .on(table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);

/** A reported order line: how many, and what its share of the report refunded. */
export interface IssueReportLine {
  orderItemId: number;
  qty: number;
  goodsCents: number;
  taxCents: number;
}

/**
 * Problems reported after delivery (docs/replacements.md § Report a problem after delivery): each
 * report's lines, its outcome and refund. The key is the call's Idempotency-Key: one report per
 * key and customer, so a retried call answers the first report.
 */
export const issueReports = pgTable(
  "issue_reports",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: userReference(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** What identifies the call's form: the same key with another form is refused. */
    requestHash: text("request_hash").notNull(),
    /** MISSING, DAMAGED, WRONG_ITEM, POOR_QUALITY or POOR_REPLACEMENT. */
    reason: text("reason").notNull(),
    /** REFUNDED or SENT_TO_SUPPORT. */
    outcome: text("outcome").notNull(),
    items: jsonb("items").$type<IssueReportLine[]>().notNull(),
    refundCents: integer("refund_cents").notNull().default(0),
    refundTaxCents: integer("refund_tax_cents").notNull().default(0),
    explanation: text("explanation").notNull(),
    /** The photo's bytes in the file storage (as the support chat keeps its files), if any. */
    photoStorageKey: text("photo_storage_key"),
    photoContentType: text("photo_content_type"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("issue_reports_key_idx").on(table.userId, table.idempotencyKey),
    index("issue_reports_order_idx").on(table.orderId),
    // The monthly refund cap sums a customer's refunds of the month.
    index("issue_reports_user_month_idx").on(table.userId, table.createdAt),
  ],
);
