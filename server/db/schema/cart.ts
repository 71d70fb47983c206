import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { productReference, products } from "./catalogue";
import { createdAt } from "./columns";
import { coupons } from "./coupons";
import { userReference, users } from "./users";

// Carts, saved-for-later items and shared cart snapshots.

export const carts = pgTable("carts", {
  uuid: uuid("uuid").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  couponId: integer("coupon_id").references(() => coupons.id),
  tipCents: integer("tip_cents").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** The order a checkout is placing from the cart: claimed before it charges, one at a time. */
  checkoutOrderUuid: uuid("checkout_order_uuid"),
  checkoutClaimedAt: timestamp("checkout_claimed_at", { withTimezone: true }),
});

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartUuid: uuid("cart_uuid")
      .notNull()
      .references(() => carts.uuid, { onDelete: "cascade" }),
    productId: productReference(),
    qty: integer("qty").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("cart_items_cart_product_idx").on(table.cartUuid, table.productId)],
);

export const savedItems = pgTable(
  "saved_items",
  {
    id: serial("id").primaryKey(),
    userId: userReference(),
    productId: productReference(),
    /** The quantity the line had in the cart, restored when it moves back. */
    qty: integer("qty").notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("saved_items_user_product_idx").on(table.userId, table.productId)],
);

/**
 * A shopper's "If unavailable" choice for a product (BEST_MATCH, SPECIFIC_ITEM or REFUND), kept
 * per product rather than per cart line, so the product brings it back to the next cart; an
 * order copies it into its lines. The specific item goes with its product (SET NULL: the line then
 * falls back to the best match).
 */
export const replacementPreferences = pgTable(
  "replacement_preferences",
  {
    userId: userReference(),
    productId: productReference(),
    choice: text("choice").notNull(),
    replacementProductId: integer("replacement_product_id").references(() => products.id, {
      onDelete: "set null",
    }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

/**
 * A shared snapshot of a cart and saved list: products and quantities, never prices (readers
 * see today's). The id is the capability in the link: 128 random bits, base64url.
 */
export const cartShares = pgTable(
  "cart_shares",
  {
    id: text("id").primaryKey(),
    userId: userReference(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // The hourly creation limit counts a user's newest shares; the clean-up finds expired ones.
    index("cart_shares_user_idx").on(table.userId, table.createdAt),
    index("cart_shares_expires_idx").on(table.expiresAt),
  ],
);

export const cartShareItems = pgTable(
  "cart_share_items",
  {
    shareId: text("share_id")
      .notNull()
      .references(() => cartShares.id, { onDelete: "cascade" }),
    productId: productReference(),
    qty: integer("qty").notNull(),
    /** The item's place in the share: the cart's lines first, then the saved items. */
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.shareId, table.productId] })],
);
