import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
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
    /** The most units of this product one cart may hold. */
    maxOrderQty: integer("max_order_qty").notNull().default(10),
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

/**
 * Every word of every product's search text, kept by triggers on products (migration
 * 0008_search-words-trigger): the typo fallback looks a misspelt word up here, a few thousand
 * short rows, instead of comparing it with the search text of every product.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (table) => [
  index("search_words_word_trgm_idx").using("gin", table.word.op("gin_trgm_ops")),
]);

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
  /** Orders one customer may use it on. */
  perUserLimit: integer("per_user_limit").notNull().default(1),
  /** Orders all customers together may use it on; null for no limit. */
  totalLimit: integer("total_limit"),
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

/**
 * "Get it for me": a product a shopper asked the store to stock. The user is kept when the
 * caller had a session (null for visitors, and set null if the user row ever goes); the rows
 * are also the ledger of the per-user and per-network hourly limits.
 */
export const productRequests = pgTable(
  "product_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    note: text("note"),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("product_requests_user_idx").on(table.userId, table.createdAt),
    index("product_requests_ip_idx").on(table.ip, table.createdAt),
  ],
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
    /** The quantity the line had in the cart, restored when it moves back. */
    qty: integer("qty").notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("saved_items_user_product_idx").on(table.userId, table.productId)],
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

// ----------------------------------------------------------------- coupons

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

// ------------------------------------------------------------------- users

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

// ---------------------------------------------------------------- payments

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
  createdAt: createdAt(),
});

// ------------------------------------------------------------------ orders

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
  },
  (table) => [index("order_items_order_idx").on(table.orderId)],
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
    createdAt: createdAt(),
  },
  (table) => [
    index("payments_order_idx").on(table.orderId, table.createdAt),
    index("payments_reference_idx").on(table.providerReference),
  ],
);

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

// -------------------------------------------------------------------- chat

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

export const chatFiles = pgTable("chat_files", {
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
    /** Simulated rider and agent replies are written ahead with a future time: lists show a message once its time has come. */
    createdAt: createdAt(),
  },
  (table) => [index("chat_messages_thread_idx").on(table.threadUuid, table.createdAt)],
);
