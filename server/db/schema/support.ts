import { boolean, doublePrecision, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

// Reference data the store is configured with: ethnicities, phone codes, support contacts, and
// where and when it delivers.

export const ethnicities = pgTable("ethnicities", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  label: text("label").notNull(),
  imageUrl: text("image_url"),
  position: integer("position").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
});

export const countryPhoneCodes = pgTable("country_phone_codes", {
  code: text("code").primaryKey(),
  phoneCode: text("phone_code").notNull(),
  name: text("name").notNull(),
  flagUrl: text("flag_url"),
  position: integer("position").notNull(),
});

export const supportConfigs = pgTable("support_configs", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** A deliverable area: a circle around a metro centre. */
export const deliveryZones = pgTable("delivery_zones", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  centerLat: doublePrecision("center_lat").notNull(),
  centerLng: doublePrecision("center_lng").notNull(),
  radiusKm: doublePrecision("radius_km").notNull(),
});

/** The daily delivery windows, in minutes after midnight in the store's time zone. */
export const deliveryTimeSlots = pgTable("delivery_time_slots", {
  id: serial("id").primaryKey(),
  startMinute: integer("start_minute").notNull(),
  endMinute: integer("end_minute").notNull(),
  position: integer("position").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  /** How many orders one date's window takes; null takes any number. */
  capacity: integer("capacity"),
});

/** Single-row table: how far ahead customers may book and how much notice a slot needs. */
export const deliverySettings = pgTable("delivery_settings", {
  id: integer("id").primaryKey().default(1),
  daysAhead: integer("days_ahead").notNull(),
  leadMinutes: integer("lead_minutes").notNull(),
  timeZone: text("time_zone").notNull(),
});
