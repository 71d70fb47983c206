import type { AppContext } from "../../context";
import { discountPercent, formatCents } from "../../lib/money";
import type { Session } from "../../http/session";
import type { Schemas } from "../../http/types";
import { fetchCartLines, fetchProducts, type ProductRow } from "./repository";

export type Product = Schemas["Product"];
/** A product as cached: everything but the caller's cart. */
export type ProductBase = Omit<Product, "qtyInCart" | "cartItemId">;

const STORE_NAME = "Storefront";
const STOCK_STATUSES = new Set<string>(["IN_STOCK", "COMING_SOON", "OUT_OF_STOCK"]);
export const productCacheKey = (id: number) => `catalog:product:${id}`;

export function toProductBase(row: ProductRow): ProductBase {
  const formattedPrice = formatCents(row.priceCents);
  const images = row.images.map((image) => ({ uuid: image.uuid, fullUrl: image.url }));
  return {
    id: row.id,
    name: row.name,
    rating: Math.min(5, Math.max(0, row.rating)),
    weight: row.weight,
    price: row.priceCents / 100,
    originalPrice: row.originalPriceCents / 100,
    formattedPrice,
    formattedOriginalPrice: formatCents(row.originalPriceCents),
    discountValue: discountPercent(row.priceCents, row.originalPriceCents),
    badge: row.badgeName && row.badgeColor ? { name: row.badgeName, color: row.badgeColor } : null,
    fileResponse: images[0] ?? null,
    fileResponses: images,
    subCategories: row.categories,
    // The contract's enum is closed; anything else the database holds is shown as out of stock.
    inStock: (STOCK_STATUSES.has(row.stockStatus)
      ? row.stockStatus
      : "OUT_OF_STOCK") as Product["inStock"],
    table: row.info,
    shareText: `Check out ${row.name}${row.weight ? ` (${row.weight})` : ""} for ${formattedPrice} on ${STORE_NAME}`,
  };
}

/**
 * Product bases by id through the catalogue cache, DataLoader style: the misses of one call are
 * fetched together in a single query. Unknown ids are absent from the answer.
 */
export async function loadProducts(
  context: AppContext,
  ids: readonly number[],
): Promise<Map<number, ProductBase>> {
  const missing: number[] = [];
  let settle: { resolve: (rows: Map<number, ProductBase>) => void; reject: (e: unknown) => void };
  const batch = new Promise<Map<number, ProductBase>>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const unique = [...new Set(ids)];
  const pending = unique.map((id) =>
    context.catalogCache.get(productCacheKey(id), () => {
      missing.push(id);
      return batch.then((found) => found.get(id) ?? null);
    }),
  );
  if (missing.length > 0) {
    fetchProducts(context.db, missing).then(
      (rows) => settle.resolve(new Map(rows.map((row) => [row.id, toProductBase(row)]))),
      (error: unknown) => settle.reject(error),
    );
  }
  const loaded = await Promise.all(pending);
  const result = new Map<number, ProductBase>();
  for (const product of loaded) if (product) result.set(product.id, product);
  return result;
}

/** Ids in order, skipping any that vanished since the ids were read. */
export async function loadProductList(
  context: AppContext,
  ids: readonly number[],
): Promise<ProductBase[]> {
  const found = await loadProducts(context, ids);
  return ids.flatMap((id) => {
    const product = found.get(id);
    return product ? [product] : [];
  });
}

/** Applies the caller's cart to every product of an answer. */
export type CartOverlay = (product: ProductBase) => Product;

/**
 * Reads the caller's cart lines for all the products of one answer in a single query and
 * returns the function that personalises each of them (0 and null without a session or line).
 */
export async function cartOverlay(
  context: AppContext,
  session: Session | null,
  products: Iterable<ProductBase>,
): Promise<CartOverlay> {
  const ids = [...new Set([...products].map((product) => product.id))];
  const lines =
    session && ids.length > 0 ? await fetchCartLines(context.db, session.user.id, ids) : [];
  const byProduct = new Map(lines.map((line) => [line.productId, line]));
  return (product) => {
    const line = byProduct.get(product.id);
    return { ...product, qtyInCart: line?.qty ?? 0, cartItemId: line?.cartItemId ?? null };
  };
}

/** One product list personalised for the caller. */
export async function personalise(
  context: AppContext,
  session: Session | null,
  products: readonly ProductBase[],
): Promise<Product[]> {
  const overlay = await cartOverlay(context, session, products);
  return products.map(overlay);
}
