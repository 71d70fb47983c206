import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  doublePrecision,
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

/**
 * One schema for PGlite and PostgreSQL. Money is integer cents; the API formats dollars.
 * Catalogue ids are integers (the contract's ids); carts, tags and threads use uuids.
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

// ------------------------------------------------------------------ support

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
});

/** Single-row table: how far ahead customers may book and how much notice a slot needs. */
export const deliverySettings = pgTable("delivery_settings", {
  id: integer("id").primaryKey().default(1),
  daysAhead: integer("days_ahead").notNull(),
  leadMinutes: integer("lead_minutes").notNull(),
  timeZone: text("time_zone").notNull(),
});

// ---------------------------------------------------------------- catalogue

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    descriptionHtml: text("description_html"),
    imageUrl: text("image_url"),
    position: integer("position").notNull(),
    isHighlight: boolean("is_highlight").notNull().default(false),
    isShowcase: boolean("is_showcase").notNull().default(false),
    isNewArrival: boolean("is_new_arrival").notNull().default(false),
    isBestSeller: boolean("is_best_seller").notNull().default(false),
  },
  (table) => [index("categories_parent_idx").on(table.parentId, table.position)],
);

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  isFeatured: boolean("is_featured").notNull().default(false),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    brandId: integer("brand_id").references(() => brands.id),
    weight: text("weight").notNull(),
    priceCents: integer("price_cents").notNull(),
    originalPriceCents: integer("original_price_cents").notNull(),
    badgeName: text("badge_name"),
    badgeColor: text("badge_color"),
    rating: doublePrecision("rating").notNull().default(0),
    stockStatus: text("stock_status").notNull(),
    /** Units sold recently: ranks best sellers and breaks relevance ties. */
    popularity: integer("popularity").notNull().default(0),
    createdAt: createdAt(),
    /** Lower-cased name, brand and tags: the text pg_trgm matches typos and prefixes against. */
    searchText: text("search_text").notNull(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  },
  (table) => [
    index("products_search_vector_idx").using("gin", table.searchVector),
    index("products_search_text_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    index("products_price_idx").on(table.priceCents),
    index("products_popularity_idx").on(table.popularity),
  ],
);

/** A product's rows go with it. */
const productReference = () =>
  integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" });

export const productImages = pgTable(
  "product_images",
  {
    uuid: uuid("uuid").primaryKey(),
    productId: productReference(),
    url: text("url").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [index("product_images_product_idx").on(table.productId, table.position)],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: productReference(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index("product_categories_category_idx").on(table.categoryId),
  ],
);

export const productEthnicities = pgTable(
  "product_ethnicities",
  {
    productId: productReference(),
    ethnicityId: integer("ethnicity_id")
      .notNull()
      .references(() => ethnicities.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.ethnicityId] }),
    index("product_ethnicities_ethnicity_idx").on(table.ethnicityId),
  ],
);

export const productInfoRows = pgTable(
  "product_info_rows",
  {
    id: serial("id").primaryKey(),
    productId: productReference(),
    position: integer("position").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
    isTappable: boolean("is_tappable").notNull().default(false),
    link: text("link"),
  },
  (table) => [index("product_info_rows_product_idx").on(table.productId, table.position)],
);

export const tags = pgTable(
  "tags",
  {
    uuid: uuid("uuid").primaryKey(),
    name: text("name").notNull().unique(),
    imageUrl: text("image_url"),
  },
  (table) => [index("tags_name_trgm_idx").using("gin", sql`lower(${table.name}) gin_trgm_ops`)],
);

export const productTags = pgTable(
  "product_tags",
  {
    productId: productReference(),
    tagUuid: uuid("tag_uuid")
      .notNull()
      .references(() => tags.uuid, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.tagUuid] }),
    index("product_tags_tag_idx").on(table.tagUuid),
  ],
);

/** Words shoppers spell several ways: every term of a group matches the others. */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    term: text("term").primaryKey(),
    groupName: text("group_name").notNull(),
  },
  (table) => [index("search_synonyms_group_idx").on(table.groupName)],
);

export const promotionBanners = pgTable("promotion_banners", {
  id: serial("id").primaryKey(),
  bannerType: text("banner_type").notNull(),
  entityId: integer("entity_id").notNull(),
  imageUrl: text("image_url").notNull(),
  position: integer("position").notNull(),
  /** Null: shown for every ethnicity. */
  ethnicityId: integer("ethnicity_id").references(() => ethnicities.id),
});

/** Footer links: kind PRODUCT, BRAND or SUBCATEGORY, pointing at entity_id. */
export const popularSearches = pgTable("popular_searches", {
  id: serial("id").primaryKey(),
  kind: text("kind").notNull(),
  entityId: integer("entity_id").notNull(),
  position: integer("position").notNull(),
});

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
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
});

// --------------------------------------------------------------------- users

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
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_guest_device_idx")
      .on(table.deviceId)
      .where(sql`${table.isGuest} and ${table.deletedAt} is null`),
    uniqueIndex("users_phone_idx")
      .on(table.phone)
      .where(sql`not ${table.isGuest} and ${table.deletedAt} is null`),
  ],
);

/** A user's rows go with it. */
const userReference = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

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
    createdAt: createdAt(),
  },
  (table) => [
    index("auth_events_phone_idx").on(table.kind, table.phone, table.createdAt),
    index("auth_events_ip_idx").on(table.kind, table.ip, table.createdAt),
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

export const restockRequests = pgTable(
  "restock_requests",
  {
    userId: userReference(),
    productId: productReference(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

// ---------------------------------------------------------------------- cart

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
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("saved_items_user_product_idx").on(table.userId, table.productId)],
);
