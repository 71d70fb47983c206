import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { createdAt } from "./columns";
import { orders } from "./orders";
import { userReference } from "./users";

// The notification inbox: what the store told each customer (restocks, order news), with a link
// to the product or the order.

export const inboxNotifications = pgTable(
  "inbox_notifications",
  {
    id: serial("id").primaryKey(),
    userId: userReference(),
    /** The contract's NotificationKind. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [index("inbox_notifications_user_idx").on(table.userId, table.id)],
);
