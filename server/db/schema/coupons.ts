import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { userReference } from "./users";

// Coupons and the orders that redeemed them.

export const coupons = pgTable("coupons", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** FIXED (value in cents) or PERCENT (value in percent). */
  kind: text("kind").notNull(),
  value: integer("value").notNull(),
  maxDiscountCents: integer("max_discount_cents"),
  minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
  /** Orders one customer may use it on. */
  perUserLimit: integer("per_user_limit").notNull().default(1),
  /** Orders all customers together may use it on; null for no limit. */
  totalLimit: integer("total_limit"),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
});

/** One row per order that used a coupon: the per-user and total use limits count these. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id),
    userId: userReference(),
    orderUuid: uuid("order_uuid").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("coupon_redemptions_coupon_user_idx").on(table.couponId, table.userId),
    index("coupon_redemptions_user_idx").on(table.userId, table.createdAt),
  ],
);
