import type { AppContext } from "../../context";
import type { Session } from "../../http/session";
import type { CartFields, ProductSummary, ProductSummaryBase } from "../catalog";
import { fetchCartLinesOf } from "./repository";

/** Applies the caller's cart to every product of an answer. */
export type CartOverlay = <T extends { id: number }>(
  product: T,
) => T & Pick<ProductSummary, CartFields>;

/**
 * Reads the caller's cart lines for all the products of one answer in a single query and
 * returns the function that personalises each of them (0 and null without a session or line).
 */
export async function cartOverlay(
  context: AppContext,
  session: Session | null,
  products: Iterable<{ id: number }>,
): Promise<CartOverlay> {
  const ids = [...new Set([...products].map((product) => product.id))];
  const lines =
    session && ids.length > 0 ? await fetchCartLinesOf(context.db, session.user.id, ids) : [];
  const byProduct = new Map(lines.map((line) => [line.productId, line]));
  return (product) => {
    const line = byProduct.get(product.id);
    return { ...product, qtyInCart: line?.qty ?? 0, cartItemId: line?.cartItemId ?? null };
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
