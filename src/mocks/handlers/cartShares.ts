import { db, newId, nextTimestamp } from "../db";
import {
  CART_SHARE_LIFETIME_MS,
  CART_SHARE_NOT_FOUND_MESSAGE,
  cartShareFromRecord,
  findCatalogProduct,
  mockCartShareId,
} from "../fixtures";
import { http } from "../http";
import { errorBody } from "../session";
import { cartView } from "../views";

/**
 * Shared carts (our addition to the cart tag), kept in db.cartShares like the server's table.
 * Expiry, empty shares and line maximums are the server's rules, tested there; a story shows an
 * expired link with `scenarios.cart.shareNotFound`.
 */
export const cartShareHandlers = [
  http.post("/cart/shares", ({ response }) => {
    // The cart's lines, then the saved items (quantity 1 in the mock), each product once.
    const inCart = new Set(db.cartLines.map((line) => line.productId));
    const saved = db.savedForLater.filter((line) => !inCart.has(line.productId));
    const createdAt = nextTimestamp();
    const record = {
      id: mockCartShareId(newId()),
      createdAt,
      expiresAt: new Date(Date.parse(createdAt) + CART_SHARE_LIFETIME_MS).toISOString(),
      items: [
        ...db.cartLines.map(({ productId, qty }) => ({ productId, qty })),
        ...saved.map(({ productId }) => ({ productId, qty: 1 })),
      ],
    };
    db.cartShares.push(record);
    return response(201).json({ data: cartShareFromRecord(record) });
  }),

  http.get("/cart/shares/{id}", ({ params, response }) => {
    const share = db.cartShares.find((candidate) => candidate.id === params.id);
    if (!share) return response(404).json(errorBody(CART_SHARE_NOT_FOUND_MESSAGE));
    return response(200).json({ data: cartShareFromRecord(share) });
  }),

  // The in-stock items join the caller's cart (adding to a line already there); the rest are counted.
  http.post("/cart/shares/{id}/add-to-cart", ({ params, response }) => {
    const share = db.cartShares.find((candidate) => candidate.id === params.id);
    const items = share?.items ?? [];
    const added = items.filter(
      ({ productId }) => findCatalogProduct(productId)?.inStock === "IN_STOCK",
    );
    for (const { productId, qty } of added) {
      const line = db.cartLines.find((candidate) => candidate.productId === productId);
      if (line) line.qty += qty;
      else db.cartLines.push({ id: newId(), productId, qty });
      db.savedForLater = db.savedForLater.filter((saved) => saved.productId !== productId);
    }
    const counts = { addedCount: added.length, skippedCount: items.length - added.length };
    return response(200).json({ data: { cart: cartView(), ...counts } });
  }),
];
