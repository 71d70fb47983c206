import { unknownCouponMessage } from "../../../shared/errors";
import { centsToDollars, dollarsToCents } from "../../../shared/pricing";
import { db, newId } from "../db";
import { couponRuleFor } from "../fixtures";
import { http } from "../http";
import { errorBody } from "../session";
import { cartView, savedForLaterView } from "../views";

/**
 * The cart as the app drives it. The server's refusals (unknown or out-of-stock products, blank
 * codes, tips over the cap) are tested against the server; the app only offers what it allows,
 * and stories reach a refusal through a scenario (`scenarios.cart.*`).
 */

/** Sets a product's quantity in the cart: 0 removes the line, a new product gets a new line. */
function setQuantity(productId: number, qty: number): void {
  const line = db.cartLines.find((candidate) => candidate.productId === productId);
  if (qty === 0) {
    db.cartLines = db.cartLines.filter((candidate) => candidate.productId !== productId);
  } else if (line) {
    line.qty = qty;
  } else {
    db.cartLines.push({ id: newId(), productId, qty });
  }
}

export const cartHandlers = [
  http.get("/cart", ({ response }) => {
    return response(200).json({ data: cartView() });
  }),

  http.post("/cart/items/replace", async ({ request, response }) => {
    const { productId, qty } = await request.json();
    setQuantity(productId, qty);
    return response(200).json({ data: cartView() });
  }),

  // Kept per product, as the server keeps it; its refusals are tested against the server.
  http.put("/cart/items/{id}/if-unavailable", async ({ params, request, response }) => {
    const line = db.cartLines.find((candidate) => candidate.id === Number(params.id));
    if (!line) return response(404).json(errorBody("This item is not in your cart."));
    const { choice, replacementProductId } = await request.json();
    db.ifUnavailable[line.productId] = {
      choice,
      replacementProductId: choice === "SPECIFIC_ITEM" ? (replacementProductId ?? null) : null,
    };
    return response(200).json({ data: cartView() });
  }),

  http.put("/cart/if-unavailable", async ({ request, response }) => {
    const { choice } = await request.json();
    if (choice === "SPECIFIC_ITEM") {
      return response(422).json(
        errorBody("A specific item is chosen line by line: pick it on each item."),
      );
    }
    for (const line of db.cartLines) {
      db.ifUnavailable[line.productId] = { choice, replacementProductId: null };
    }
    return response(200).json({ data: cartView() });
  }),

  // A coupon below its minimum applies and takes nothing off; the cart's nudge says what it needs.
  http.put("/cart/coupon", async ({ request, response }) => {
    const { code } = await request.json();
    const rule = couponRuleFor(code.trim());
    if (!rule) return response(404).json(errorBody(unknownCouponMessage(code.trim())));
    db.couponCode = rule.code;
    return response(200).json({ data: cartView() });
  }),

  http.delete("/cart/coupon", ({ response }) => {
    db.couponCode = null;
    return response(200).json({ data: cartView() });
  }),

  http.put("/cart/tip", async ({ request, response }) => {
    const { tipAmount } = await request.json();
    db.tipAmount = centsToDollars(dollarsToCents(tipAmount));
    return response(200).json({ data: cartView() });
  }),

  http.delete("/cart/tip", ({ response }) => {
    db.tipAmount = 0;
    return response(200).json({ data: cartView() });
  }),

  http.get("/cart/items/saved-for-later", ({ response }) => {
    return response(200).json({ data: savedForLaterView() });
  }),

  http.post("/cart/items/saved-for-later", async ({ request, response }) => {
    const { productId } = await request.json();
    setQuantity(productId, 0);
    if (!db.savedForLater.some((saved) => saved.productId === productId)) {
      db.savedForLater.push({ id: newId(), productId });
    }
    return response(200).json({ data: cartView() });
  }),

  // Before "/cart/items/{id}", whose DELETE would otherwise catch this path too.
  http.delete("/cart/items/saved-for-later", async ({ request, response }) => {
    const { ids } = await request.json();
    db.savedForLater = db.savedForLater.filter((saved) => !ids.includes(saved.id));
    return response(200).json({ data: savedForLaterView() });
  }),

  http.post("/cart/items/saved-for-later/move-to-cart", async ({ request, response }) => {
    const { productId } = await request.json();
    db.savedForLater = db.savedForLater.filter((saved) => saved.productId !== productId);
    const inCart = db.cartLines.find((line) => line.productId === productId)?.qty ?? 0;
    setQuantity(productId, inCart + 1);
    return response(200).json({ data: cartView() });
  }),

  http.delete("/cart/items/{id}", ({ params, response }) => {
    db.cartLines = db.cartLines.filter((line) => line.id !== Number(params.id));
    return response(200).json({ data: cartView() });
  }),
];
