import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// Users (customers, guests, riders and support agents), their address book and notification
// settings.

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    isGuest: boolean("is_guest").notNull(),
    /** Guests are keyed by the device that created them. */
    deviceId: text("device_id"),
    phone: text("phone"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    /** customer, rider or support: riders and support agents send chat messages as users. */
    role: text("role").notNull().default("customer"),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_guest_device_idx")
      .on(table.deviceId)
      .where(sql`${table.isGuest} and ${table.deletedAt} is null`),
    uniqueIndex("users_email_idx")
      .on(sql`lower(${table.email})`)
      .where(sql`not ${table.isGuest} and ${table.deletedAt} is null`),
    uniqueIndex("users_phone_idx")
      .on(table.phone)
      .where(sql`not ${table.isGuest} and ${table.deletedAt} is null`),
  ],
);

/** A user's rows go with it. */
export const userReference = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: userReference(),
    label: text("label").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    country: text("country").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    instructions: text("instructions"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("addresses_user_idx").on(table.userId, table.createdAt),
    uniqueIndex("addresses_one_default_idx")
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

export const notificationSettings = pgTable("notification_settings", {
  userId: userReference().primaryKey(),
  promotionsEmail: boolean("promotions_email").notNull().default(true),
  promotionsPush: boolean("promotions_push").notNull().default(true),
  promotionsSms: boolean("promotions_sms").notNull().default(false),
  personalizedEmail: boolean("personalized_email").notNull().default(true),
  personalizedPush: boolean("personalized_push").notNull().default(true),
  personalizedSms: boolean("personalized_sms").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The "always show only" marks of a customer's listings (the contract's DietFilter values). */
export const shoppingPreferences = pgTable("shopping_preferences", {
  userId: userReference().primaryKey(),
  onlyShow: text("only_show")
    .array()
    .notNull()
    .default(sql`'{}'`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
