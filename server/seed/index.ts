import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../db/client";
import * as schema from "../db/schema";
import {
  prepareCatalogue,
  productBatches,
  type ProductBatch,
  type ReferenceData,
} from "./catalogue";

export {
  generateCatalogue,
  prepareCatalogue,
  DEFAULT_PRODUCT_COUNT,
  DEFAULT_SEED,
} from "./catalogue";
export type { Catalogue, CatalogueOptions } from "./catalogue";
export { backfillCatalogueFacts } from "./backfill";

export interface SeedOptions {
  products?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface SeedSummary {
  /** Rows inserted per table, by SQL table name. */
  counts: Record<string, number>;
  products: number;
  durationMs: number;
}

/** Products generated and inserted per step: bounds memory and keeps each statement modest. */
const PRODUCT_BATCH = 1000;
/** Rows per INSERT statement. */
const ROWS_PER_INSERT = 1000;

const referenceTables: { [K in keyof ReferenceData]: PgTable } = {
  ethnicities: schema.ethnicities,
  countryPhoneCodes: schema.countryPhoneCodes,
  supportConfigs: schema.supportConfigs,
  deliveryZones: schema.deliveryZones,
  deliveryTimeSlots: schema.deliveryTimeSlots,
  deliverySettings: schema.deliverySettings,
  categories: schema.categories,
  brands: schema.brands,
  tags: schema.tags,
  searchSynonyms: schema.searchSynonyms,
  promotionBanners: schema.promotionBanners,
  popularSearches: schema.popularSearches,
  coupons: schema.coupons,
  users: schema.users,
  riders: schema.riders,
};

/** In foreign-key order: products before the tables pointing at them. */
const productTables: { [K in keyof ProductBatch]: PgTable } = {
  products: schema.products,
  productImages: schema.productImages,
  productCategories: schema.productCategories,
  productEthnicities: schema.productEthnicities,
  productInfoRows: schema.productInfoRows,
  productTags: schema.productTags,
};

/** Tables whose serial ids the seed sets explicitly: their sequences must continue after them. */
const serialTables = [
  "ethnicities",
  "delivery_zones",
  "delivery_time_slots",
  "categories",
  "brands",
  "products",
  "product_info_rows",
  "promotion_banners",
  "popular_searches",
  "coupons",
  "users",
  "riders",
];

/**
 * One statement per chunk with a single JSON parameter: Postgres expands it with
 * json_populate_recordset, which is many times faster on PGlite than thousands of bind
 * parameters. Only the columns the rows carry are written, so defaults and the generated
 * search_vector column are left to the database.
 */
async function insertRows(tx: Transaction, table: PgTable, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  // The column list comes from the first row: a row with other keys would lose values silently.
  for (const row of rows) {
    const rowKeys = Object.keys(row);
    if (rowKeys.length !== keys.length || rowKeys.some((key) => !keys.includes(key))) {
      throw new Error(`${getTableName(table)} rows must all have the columns ${keys.join(", ")}`);
    }
  }
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.name;
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT).map((row) => {
      const values = row as Record<string, unknown>;
      const record: Record<string, unknown> = {};
      keys.forEach((key, index) => {
        record[names[index] ?? key] = values[key];
      });
      return record;
    });
    await tx.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/** The lock a process seeds under (DatabaseHandle.exclusively): two never seed one database. */
export const SEED_LOCK = "storefront:seed";

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.ethnicities);
  return (row?.count ?? 0) > 0;
}

function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/**
 * Fills the catalogue and support tables with the deterministic demo catalogue in one
 * transaction. The database must be empty (fresh, or reset with resetDatabase).
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  if (await isSeeded(db)) throw new Error("The database is already seeded; reset it first.");

  const prepared = prepareCatalogue({ products: options.products, seed: options.seed });
  const counts: Record<string, number> = {};
  const count = (table: PgTable, rows: number) => {
    const name = getTableName(table);
    counts[name] = (counts[name] ?? 0) + rows;
  };

  await db.transaction(async (tx) => {
    for (const key of Object.keys(referenceTables) as (keyof ReferenceData)[]) {
      const table = referenceTables[key];
      await insertRows(tx, table, prepared.reference[key]);
      count(table, prepared.reference[key].length);
    }
    let done = 0;
    for (const batch of productBatches(prepared, PRODUCT_BATCH)) {
      for (const key of Object.keys(productTables) as (keyof ProductBatch)[]) {
        const table = productTables[key];
        await insertRows(tx, table, batch[key]);
        count(table, batch[key].length);
      }
      done += batch.products.length;
      if (prepared.plans.length >= 20_000 && done % 10_000 === 0) {
        log(`  ${formatCount(done)} / ${formatCount(prepared.plans.length)} products`);
      }
    }
    for (const name of serialTables) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.identifier(name)}`,
      );
    }
  });

  // Fresh statistics: PGlite has no autovacuum, and without them the planner scans instead of
  // using the search indexes. Vacuuming the product tables marks their pages all-visible, so
  // index-only scans skip the table: the ethnicity and category filters' lookups per product
  // (100k products, one lookup for each of the 8,322 matches of 'tea': 21,000 table reads fewer).
  await db.execute(sql`vacuum products, product_ethnicities, product_categories, product_images`);
  await db.execute(sql`analyze`);
  const durationMs = performance.now() - started;
  log(
    `Seeded ${formatCount(prepared.plans.length)} products in ${(durationMs / 1000).toFixed(1)} s`,
  );
  return { counts, products: prepared.plans.length, durationMs };
}
