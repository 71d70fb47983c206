import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { products } from "../../db/schema";

/**
 * What the cart rules need of a product: its current prices, stock and per-order limit. Read on
 * the caller's executor: the cart prices and changes its lines inside its own transaction.
 */
export interface ProductFacts {
  productId: number;
  name: string;
  priceCents: number;
  originalPriceCents: number;
  stockStatus: string;
  maxOrderQty: number;
}

const factColumns = {
  productId: products.id,
  name: products.name,
  priceCents: products.priceCents,
  originalPriceCents: products.originalPriceCents,
  stockStatus: products.stockStatus,
  maxOrderQty: products.maxOrderQty,
};

export async function findProductFacts(
  db: Executor,
  productId: number,
): Promise<ProductFacts | null> {
  const [product] = await db.select(factColumns).from(products).where(eq(products.id, productId));
  return product ?? null;
}

/** The facts of these products in one query; unknown ids are absent, in no particular order. */
export function fetchProductFacts(db: Executor, ids: readonly number[]): Promise<ProductFacts[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(factColumns)
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
}
