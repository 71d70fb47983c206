import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { discountPercent, formatCents, formatUnitPrice } from "../../lib/money";
import type { Schemas } from "../../http/types";
import {
  fetchProducts,
  fetchProductSummaries,
  type ProductRow,
  type ProductSummaryRow,
} from "./repository";
import { toProductMarks } from "./marks";

export type Product = Schemas["Product"];
export type ProductSummary = Schemas["ProductSummary"];
/** What the caller's cart adds to a product; never cached. */
export type CartFields = "qtyInCart" | "cartItemId";
/**
 * A card as cached: everything but the caller's cart. Its `restockRequested` is always false
 * here; the overlay (cart's cartOverlay) sets the caller's own.
 */
export type ProductSummaryBase = Omit<ProductSummary, CartFields>;
/** A whole product (the product page) as cached: everything but the caller's cart. */
export type ProductBase = Omit<Product, CartFields>;

const STORE_NAME = "Storefront";
const STOCK_STATUSES = new Set<string>(["IN_STOCK", "COMING_SOON", "OUT_OF_STOCK"]);
/** Cards and whole products are cached apart: a list never holds (or loads) the info table. */
const summaryCacheKey = (id: number) => `catalog:card:${id}`;
const productCacheKey = (id: number) => `catalog:product:${id}`;

function toImage(image: { uuid: string; url: string }) {
  return { uuid: image.uuid, fullUrl: image.url };
}

function summaryOf(
  row: Omit<ProductSummaryRow, "image">,
  image: ProductSummaryRow["image"],
): ProductSummaryBase {
  return {
    id: row.id,
    name: row.name,
    weight: row.weight,
    price: row.priceCents / 100,
    originalPrice: row.originalPriceCents / 100,
    formattedPrice: formatCents(row.priceCents),
    formattedOriginalPrice: formatCents(row.originalPriceCents),
    discountValue: discountPercent(row.priceCents, row.originalPriceCents),
    badge: row.badgeName && row.badgeColor ? { name: row.badgeName, color: row.badgeColor } : null,
    fileResponse: image ? toImage(image) : null,
    // The contract's enum is closed; anything else the database holds is shown as out of stock.
    inStock: (STOCK_STATUSES.has(row.stockStatus)
      ? row.stockStatus
      : "OUT_OF_STOCK") as Product["inStock"],
    marks: toProductMarks(row.marks ?? []),
    formattedUnitPrice: formatUnitPrice(row.priceCents, row.netQuantity, row.netUnit),
    restockRequested: false,
  };
}

export function toProductSummaryBase(row: ProductSummaryRow): ProductSummaryBase {
  return summaryOf(row, row.image);
}

export function toProductBase(row: ProductRow): ProductBase {
  const summary = summaryOf(row, row.images[0] ?? null);
  return {
    ...summary,
    rating: Math.min(5, Math.max(0, row.rating)),
    fileResponses: row.images.map(toImage),
    subCategories: row.categories,
    table: row.info,
    shareText: `Check out ${row.name}${row.weight ? ` (${row.weight})` : ""} for ${summary.formattedPrice} on ${STORE_NAME}`,
  };
}

/**
 * Items by id through the catalogue cache, DataLoader style: the misses of one call are fetched
 * together in a single query. Unknown ids are absent from the answer.
 */
async function loadCached<T extends { id: number }>(
  context: AppContext,
  ids: readonly number[],
  cacheKey: (id: number) => string,
  fetch: (db: Executor, missing: readonly number[]) => Promise<T[]>,
): Promise<Map<number, T>> {
  const missing: number[] = [];
  let settle: { resolve: (rows: Map<number, T>) => void; reject: (e: unknown) => void };
  const batch = new Promise<Map<number, T>>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const unique = [...new Set(ids)];
  const pending = unique.map((id) =>
    context.catalogCache.get(cacheKey(id), () => {
      missing.push(id);
      return batch.then((found) => found.get(id) ?? null);
    }),
  );
  if (missing.length > 0) {
    fetch(context.db, missing).then(
      (items) => settle.resolve(new Map(items.map((item) => [item.id, item]))),
      (error: unknown) => settle.reject(error),
    );
  }
  const loaded = await Promise.all(pending);
  const result = new Map<number, T>();
  for (const item of loaded) if (item) result.set(item.id, item);
  return result;
}

/** Cards by id (every list answer), without the detail-only fields. */
export function loadProductSummaries(
  context: AppContext,
  ids: readonly number[],
): Promise<Map<number, ProductSummaryBase>> {
  return loadCached(context, ids, summaryCacheKey, async (db, missing) =>
    (await fetchProductSummaries(db, missing)).map(toProductSummaryBase),
  );
}

/**
 * Cards read on the caller's executor, past the cache: the cart prices inside its own
 * transaction, and the embedded database runs one at a time, so the cache's loader (on the plain
 * database) would wait for it forever. The query only calls `execute`, which a transaction has.
 */
export async function readProductCards(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, ProductSummaryBase>> {
  const rows = await fetchProductSummaries(db, ids);
  return new Map(rows.map((row) => [row.id, toProductSummaryBase(row)]));
}

/** Cards for ids in order, skipping any that vanished since the ids were read. */
export async function loadProductSummaryList(
  context: AppContext,
  ids: readonly number[],
): Promise<ProductSummaryBase[]> {
  const found = await loadProductSummaries(context, ids);
  return ids.flatMap((id) => {
    const product = found.get(id);
    return product ? [product] : [];
  });
}

/** One whole product (the product page), null when there is none. */
export async function loadProduct(context: AppContext, id: number): Promise<ProductBase | null> {
  const found = await loadCached(context, [id], productCacheKey, async (db, missing) =>
    (await fetchProducts(db, missing)).map(toProductBase),
  );
  return found.get(id) ?? null;
}
