import {
  EMPTY_COUPON_CODE_MESSAGE,
  NOT_SAVED_FOR_LATER_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  unknownCouponMessage,
} from "../../../shared/errors";
import { db, newId } from "../db";
import {
  tipCents,
  centsToDollars,
  couponRuleFor,
  couponShortfallMessage,
  findCatalogProduct,
} from "../fixtures";
import { http } from "../http";
import { errorBody } from "../session";
import { availableCouponsView, cartSubtotalCents, cartView, savedForLaterView } from "../views";

export const NOT_IN_STOCK_MESSAGE = "Only products in stock can be added to the cart.";

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
    const product = findCatalogProduct(productId);
    if (!product) return response(404).json(errorBody(PRODUCT_NOT_FOUND_MESSAGE));
    if (product.inStock !== "IN_STOCK") return response(409).json(errorBody(NOT_IN_STOCK_MESSAGE));
    setQuantity(productId, qty);
    return response(200).json({ data: cartView() });
  }),

  http.put("/cart/coupon", async ({ request, response }) => {
    const { code } = await request.json();
    const typed = code.trim();
    if (typed === "") return response(400).json(errorBody(EMPTY_COUPON_CODE_MESSAGE));
    const coupon = availableCouponsView().find((c) => c.code === typed.toUpperCase());
    const rule = coupon && couponRuleFor(coupon.code);
    if (!coupon || !rule) {
      return response(404).json(errorBody(unknownCouponMessage(typed)));
    }
    if (!coupon.isApplicable) {
      return response(422).json(errorBody(couponShortfallMessage(rule, cartSubtotalCents())));
    }
    db.couponCode = coupon.code;
    return response(200).json({ data: cartView() });
  }),

  http.delete("/cart/coupon", ({ response }) => {
    db.couponCode = null;
    return response(200).json({ data: cartView() });
  }),

  http.put("/cart/tip", async ({ request, response }) => {
    const { tipAmount } = await request.json();
    const cents = tipCents(tipAmount);
    if (cents === null) return response(400).json(errorBody("Enter a valid amount"));
    db.tipAmount = centsToDollars(cents);
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
    if (!db.cartLines.some((line) => line.productId === productId)) {
      return response(404).json(errorBody("This product is not in the cart."));
    }
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
    if (!db.savedForLater.some((saved) => saved.productId === productId)) {
      return response(404).json(errorBody(NOT_SAVED_FOR_LATER_MESSAGE));
    }
    if (findCatalogProduct(productId)?.inStock !== "IN_STOCK") {
      return response(409).json(errorBody(NOT_IN_STOCK_MESSAGE));
    }
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
