import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import type { Session } from "../../http/session";
import type { Schemas } from "../../http/types";
import { findProductFacts, loadProductSummaries } from "../catalog";
import { fetchSavedRows } from "./lines";
import { cartOverlay } from "./overlay";
import { toCartItem } from "./pricing";
import { addToLine, deleteLineOfProduct, touchCart } from "./repository";
import { deleteSavedItems, saveProduct, takeSavedProduct } from "./savedRepository";
import { cartAnswer, outOfStock } from "./service";
import { NOT_SAVED_FOR_LATER_MESSAGE } from "../../../shared/errors/messages";

/** Saved for later: cart lines set aside with their quantity, shown in the cart's shape. */

export async function listSaved(
  context: AppContext,
  session: Session,
): Promise<Schemas["CartItem"][]> {
  const rows = await fetchSavedRows(context.db, session.user.id);
  const products = await loadProductSummaries(
    context,
    rows.map((row) => row.productId),
  );
  const overlay = await cartOverlay(context, session, products.values());
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    return product ? [toCartItem({ ...row, product: overlay(product) })] : [];
  });
}

/** Moves the product's line, with its quantity, from the cart to the saved list. */
export async function saveForLater(context: AppContext, userId: number, productId: number) {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const cart = await touchCart(tx, userId, now);
    const qty = await deleteLineOfProduct(tx, cart.uuid, productId);
    if (qty === null) throw notFound("This product is not in your cart.");
    await saveProduct(tx, { userId, productId, qty, now });
  });
  return cartAnswer(context, userId);
}

/** Unknown ids, and other users' ids, are ignored. */
export async function removeSaved(context: AppContext, session: Session, ids: readonly number[]) {
  await deleteSavedItems(context.db, session.user.id, ids);
  return listSaved(context, session);
}

/**
 * Puts a saved product back in the cart with its saved quantity, added to a line the cart may
 * already have; neither goes beyond the product's limit per order.
 */
export async function moveSavedToCart(context: AppContext, userId: number, productId: number) {
  await context.db.transaction(async (tx) => {
    const cart = await touchCart(tx, userId, context.now());
    const savedQty = await takeSavedProduct(tx, userId, productId);
    const product = savedQty === null ? null : await findProductFacts(tx, productId);
    if (savedQty === null || !product) throw notFound(NOT_SAVED_FOR_LATER_MESSAGE);
    // Throwing rolls the transaction back: the product stays saved.
    if (product.stockStatus !== "IN_STOCK") throw outOfStock(product);
    const maxQty = product.maxOrderQty;
    await addToLine(tx, {
      cartUuid: cart.uuid,
      productId,
      qty: Math.min(savedQty, maxQty),
      maxQty,
    });
  });
  return cartAnswer(context, userId);
}
