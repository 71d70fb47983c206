import type { AppContext } from "../../context";
import type { Session } from "../../http/session";
import {
  restockRequestedAmong,
  type CartFields,
  type ProductSummary,
  type ProductSummaryBase,
} from "../catalog";
import { fetchCartLinesOf } from "./repository";

/** What the overlay sets: the caller's cart line, and whether they wait for the product's restock. */
type PersonalFields = CartFields | "restockRequested";

/** Applies the caller's cart (and restock requests) to every product of an answer. */
export type CartOverlay = <T extends { id: number }>(
  product: T,
) => T & Pick<ProductSummary, PersonalFields>;

/** A product the caller could be waiting for: one the card shows as not in stock. */
function outOfStock(product: { id: number }): boolean {
  return "inStock" in product && product.inStock !== "IN_STOCK";
}

/**
 * Reads the caller's cart lines for all the products of one answer in a single query and
 * returns the function that personalises each of them (0 and null without a session or line).
 * A customer's restock requests for the products not in stock are read the same way (one query,
 * none when every product is in stock): `restockRequested` is never cached with a card.
 */
export async function cartOverlay(
  context: AppContext,
  session: Session | null,
  products: Iterable<{ id: number }>,
): Promise<CartOverlay> {
  const all = [...products];
  const ids = [...new Set(all.map((product) => product.id))];
  const waitable = [...new Set(all.filter(outOfStock).map((product) => product.id))];
  const [lines, requested] = await Promise.all([
    session && ids.length > 0 ? fetchCartLinesOf(context.db, session.user.id, ids) : [],
    session && !session.user.isGuest && waitable.length > 0
      ? restockRequestedAmong(context.db, session.user.id, waitable)
      : new Set<number>(),
  ]);
  const byProduct = new Map(lines.map((line) => [line.productId, line]));
  return (product) => {
    const line = byProduct.get(product.id);
    return {
      ...product,
      qtyInCart: line?.qty ?? 0,
      cartItemId: line?.cartItemId ?? null,
      restockRequested: outOfStock(product) && requested.has(product.id),
    };
  };
}

/** One list of cards personalised for the caller. */
export async function personalise(
  context: AppContext,
  session: Session | null,
  products: readonly ProductSummaryBase[],
): Promise<ProductSummary[]> {
  const overlay = await cartOverlay(context, session, products);
  return products.map(overlay);
}
