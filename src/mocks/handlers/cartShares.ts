import { NOTHING_TO_SHARE_MESSAGE } from "../../../shared/errors";
import { db, MOCK_EPOCH, newId, nextTimestamp } from "../db";
import {
  CART_SHARE_LIFETIME_MS,
  CART_SHARE_NOT_FOUND_MESSAGE,
  cartShareFromRecord,
  findCatalogProduct,
  mockCartShareId,
  type CartShareRecord,
} from "../fixtures";
import { http } from "../http";
import { errorBody } from "../session";
import { cartView } from "../views";

/** The contract bounds a cart line's quantity; the mock has no smaller per-product maximum. */
const MAX_LINE_QTY = 99;

export { NOTHING_TO_SHARE_MESSAGE };

/** The share of `id` unless it has expired by the mock's clock. */
function liveShare(id: string): CartShareRecord | undefined {
  const now = MOCK_EPOCH + db.clockMinutes * 60_000;
  return db.cartShares.find((share) => share.id === id && Date.parse(share.expiresAt) > now);
}

/** Adds to the product's line, never beyond the maximum, and takes it off the saved list. */
function addToCart(productId: number, qty: number): void {
  const line = db.cartLines.find((candidate) => candidate.productId === productId);
  if (line) line.qty = Math.min(MAX_LINE_QTY, line.qty + qty);
  else db.cartLines.push({ id: newId(), productId, qty: Math.min(MAX_LINE_QTY, qty) });
  db.savedForLater = db.savedForLater.filter((saved) => saved.productId !== productId);
}

/** Shared carts (our addition to the cart tag), kept in db.cartShares like the server's table. */
export const cartShareHandlers = [
  http.post("/cart/shares", ({ response }) => {
    // The cart's lines, then the saved items (quantity 1 in the mock), each product once.
    const inCart = new Set(db.cartLines.map((line) => line.productId));
    const items = [
      ...db.cartLines.map(({ productId, qty }) => ({ productId, qty })),
      ...db.savedForLater
        .filter((saved) => !inCart.has(saved.productId))
        .map(({ productId }) => ({ productId, qty: 1 })),
    ];
    if (items.length === 0) return response(422).json(errorBody(NOTHING_TO_SHARE_MESSAGE));
    const createdAt = nextTimestamp();
    const record: CartShareRecord = {
      id: mockCartShareId(newId()),
      createdAt,
      expiresAt: new Date(Date.parse(createdAt) + CART_SHARE_LIFETIME_MS).toISOString(),
      items,
    };
    db.cartShares.push(record);
    return response(201).json({ data: cartShareFromRecord(record) });
  }),

  http.get("/cart/shares/{id}", ({ params, response }) => {
    const share = liveShare(params.id);
    if (!share) return response(404).json(errorBody(CART_SHARE_NOT_FOUND_MESSAGE));
    return response(200).json({ data: cartShareFromRecord(share) });
  }),

  http.post("/cart/shares/{id}/add-to-cart", ({ params, response }) => {
    const share = liveShare(params.id);
    if (!share) return response(404).json(errorBody(CART_SHARE_NOT_FOUND_MESSAGE));
    let addedCount = 0;
    for (const { productId, qty } of share.items) {
      if (findCatalogProduct(productId)?.inStock !== "IN_STOCK") continue;
      addToCart(productId, qty);
      addedCount += 1;
    }
    const skippedCount = share.items.length - addedCount;
    return response(200).json({ data: { cart: cartView(), addedCount, skippedCount } });
  }),
];
