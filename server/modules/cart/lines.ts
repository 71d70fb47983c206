import type { Executor } from "../../db/client";
import { fetchProductFacts, type ProductFacts } from "../catalog";
import { fetchLineRows, fetchLinesToMerge } from "./repository";
import { fetchSavedItemRows } from "./savedRepository";

/**
 * The cart's lines and saved items with their products' current facts, which the catalogue owns:
 * two queries whatever the number of lines, on the caller's executor (the cart prices inside its
 * own transaction). A line whose product is gone is left out.
 */

export interface LineRow extends ProductFacts {
  id: number;
  qty: number;
}

export interface SavedRow {
  id: number;
  productId: number;
  qty: number;
  priceCents: number;
  originalPriceCents: number;
}

async function factsOf(db: Executor, rows: readonly { productId: number }[]) {
  const facts = await fetchProductFacts(
    db,
    rows.map((row) => row.productId),
  );
  return new Map(facts.map((product) => [product.productId, product]));
}

/** The cart's lines with their products' current facts, in the order they were added. */
export async function fetchLines(db: Executor, cartUuid: string): Promise<LineRow[]> {
  const lines = await fetchLineRows(db, cartUuid);
  const facts = await factsOf(db, lines);
  return lines.flatMap((line) => {
    const product = facts.get(line.productId);
    return product ? [{ id: line.id, qty: line.qty, ...product }] : [];
  });
}

/** The cart's lines, each quantity capped at its product's current maximum per order. */
export async function fetchLinesWithinLimits(
  db: Executor,
  cartUuid: string,
): Promise<{ productId: number; qty: number; createdAt: Date }[]> {
  const lines = await fetchLinesToMerge(db, cartUuid);
  const facts = await factsOf(db, lines);
  return lines.flatMap((line) => {
    const product = facts.get(line.productId);
    return product ? [{ ...line, qty: Math.min(line.qty, product.maxOrderQty) }] : [];
  });
}

/** The user's saved items with their products' current prices, newest first. */
export async function fetchSavedRows(db: Executor, userId: number): Promise<SavedRow[]> {
  const saved = await fetchSavedItemRows(db, userId);
  const facts = await factsOf(db, saved);
  return saved.flatMap((item) => {
    const product = facts.get(item.productId);
    return product
      ? [
          {
            ...item,
            priceCents: product.priceCents,
            originalPriceCents: product.originalPriceCents,
          },
        ]
      : [];
  });
}
