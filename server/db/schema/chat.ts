import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { orderItems, orders } from "./orders";
import { userReference } from "./users";

// Order and support chat: threads, messages and uploaded files.

export const chatThreads = pgTable(
  "chat_threads",
  {
    uuid: uuid("uuid").primaryKey(),
    /** ORDER (customer and rider) or SUPPORT (customer and support agent). */
    kind: text("kind").notNull(),
    userId: userReference(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** The customer has read every message up to this moment. */
    customerReadAt: timestamp("customer_read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("chat_threads_support_user_idx")
      .on(table.userId)
      .where(sql`${table.kind} = 'SUPPORT'`),
    uniqueIndex("chat_threads_order_idx").on(table.orderId),
  ],
);

export const chatFiles = pgTable(
  "chat_files",
  {
    uuid: uuid("uuid").primaryKey(),
    threadUuid: uuid("thread_uuid")
      .notNull()
      .references(() => chatThreads.uuid, { onDelete: "cascade" }),
    /** The random name the storage adapter keeps the bytes under. */
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    originalName: text("original_name").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  // The upload quotas count a thread's recent files (modules/chat/quotaRepository.ts).
  (table) => [index("chat_files_thread_created_idx").on(table.threadUuid, table.createdAt)],
);

/**
 * The secret that signs chat file URLs (chat/fileKeys.ts), one row made by whichever server needs
 * it first: every server on this database then hands out, and accepts, the same keys.
 */
export const chatUrlSecrets = pgTable("chat_url_secrets", {
  name: text("name").primaryKey(),
  secret: bytea("secret").notNull(),
  createdAt: createdAt(),
});

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique(),
    threadUuid: uuid("thread_uuid")
      .notNull()
      .references(() => chatThreads.uuid, { onDelete: "cascade" }),
    senderId: integer("sender_id").notNull(),
    /** TEXT, IMAGE (order chat) or FILE (support chat). */
    type: text("type").notNull(),
    body: text("body"),
    fileUuid: uuid("file_uuid").references(() => chatFiles.uuid, { onDelete: "set null" }),
    /** The order line whose replacement this message offers (the card with Approve and Reject). */
    offerItemId: integer("offer_item_id").references(() => orderItems.id, { onDelete: "cascade" }),
    /** Simulated rider and agent replies are written ahead with a future time: lists show a message once its time has come. */
    createdAt: createdAt(),
  },
  (table) => [
    index("chat_messages_thread_idx").on(table.threadUuid, table.createdAt),
    // The message quotas count one sender's recent messages across threads.
    index("chat_messages_sender_created_idx").on(table.senderId, table.createdAt),
  ],
);
