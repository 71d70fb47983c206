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
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { ethnicities } from "./support";
import { userReference, users } from "./users";

// The catalogue: categories, brands, products and their rows, search aids, banners, and the
// shoppers' requests about products (restock alerts, "get it for me").

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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
    /**
     * The product's product_ethnicities, ascending, kept by a trigger on that table: a search
     * reads every match's ethnicities with the match instead of one index lookup per match.
     */
    ethnicityIds: integer("ethnicity_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * What the product is, as its pack says (the contract's ProductMark values, docs/catalogue-marks.md):
     * the listings' diet filters keep products whose marks contain theirs.
     */
    marks: text("marks")
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The net quantity in `netUnit` (g, ml or ct), parsed from the size; null when it has none. */
    netQuantity: doublePrecision("net_quantity"),
    netUnit: text("net_unit"),
    createdAt: createdAt(),
    /**
     * When what the product's page shows last changed (name, size, prices, badge, rating, stock,
     * marks), kept by a trigger: the sitemap's lastmod. Sales (popularity) do not count.
     */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    index("products_marks_idx").using("gin", table.marks),
  ],
);

/** A product's rows go with it. */
export const productReference = () =>
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
