import type { AppContext } from "../../context";
import { badRequest, conflict, notFound, unprocessable } from "../../http/errors";
import type { Schemas } from "../../http/types";
import { tipCents } from "../../../shared/pricing";
import { findProductFacts, restockRequestedAmong, type ProductFacts } from "../catalog";
import { couponUsage, fetchStoreTimeZone, findCouponByCode } from "./couponRepository";
import { checkCoupon } from "./coupons";
import { couponExtras } from "./offers";
import { quoteCart, toCartResponse } from "./pricing";
import {
  deleteLine,
  deleteLineOfProduct,
  setCartCoupon,
  setCartTip,
  touchCart,
  upsertLine,
} from "./repository";
import { takeSavedProduct } from "./savedRepository";
import { EMPTY_COUPON_CODE_MESSAGE, unknownCouponMessage } from "../../../shared/errors/messages";

/**
 * Cart rules. Every change runs in one transaction that first touches the cart row (its lock
 * orders changes and checkouts of one cart), then answers the cart as it now is.
 */

export async function cartAnswer(context: AppContext, userId: number): Promise<Schemas["Cart"]> {
  const quote = await quoteCart(context, context.db, userId);
  // The cards' restockRequested: read only for the products not in stock (usually none).
  const waitable = [
    ...quote.lines.map((line) => line.product),
    ...quote.replacements.values(),
  ].filter((product) => product.inStock !== "IN_STOCK");
  const [extras, restockRequested] = await Promise.all([
    couponExtras(context.db, quote, context.now()),
    restockRequestedAmong(
      context.db,
      userId,
      waitable.map((product) => product.id),
    ),
  ]);
  return toCartResponse(quote, { ...extras, restockRequested });
}

export const outOfStock = (product: Pick<ProductFacts, "name">) =>
  conflict(`${product.name} is out of stock.`);

/** Sets the product's quantity; 0 removes its line whatever its stock. */
export async function replaceItem(
  context: AppContext,
  userId: number,
  productId: number,
  qty: number,
) {
  await context.db.transaction(async (tx) => {
    const product = await findProductFacts(tx, productId);
    if (!product) throw notFound("Product not found.");
    const cart = await touchCart(tx, userId, context.now());
    if (qty === 0) {
      await deleteLineOfProduct(tx, cart.uuid, productId);
      return;
    }
    if (product.stockStatus !== "IN_STOCK") throw outOfStock(product);
    if (qty > product.maxOrderQty) {
      throw unprocessable(`You can add at most ${product.maxOrderQty} of ${product.name}.`);
    }
    await upsertLine(tx, cart.uuid, productId, qty);
    // In the cart now, so no longer saved for later.
    await takeSavedProduct(tx, userId, productId);
  });
  return cartAnswer(context, userId);
}

export async function removeItem(context: AppContext, userId: number, lineId: number) {
  await context.db.transaction(async (tx) => {
    const cart = await touchCart(tx, userId, context.now());
    if (!(await deleteLine(tx, cart.uuid, lineId))) {
      throw notFound("This item is not in your cart.");
    }
  });
  return cartAnswer(context, userId);
}

/** One coupon at a time: a coupon that applies replaces the cart's one. */
export async function applyCoupon(context: AppContext, userId: number, typed: string) {
  const code = typed.trim();
  if (code === "") throw badRequest(EMPTY_COUPON_CODE_MESSAGE);
  const now = context.now();
  const coupon = await findCouponByCode(context.db, code);
  // A coupon that has not started is not announced yet: as unknown as a wrong code.
  if (!coupon || coupon.startsAt > now) throw notFound(unknownCouponMessage(code));
  await context.db.transaction(async (tx) => {
    const cart = await touchCart(tx, userId, now);
    const quote = await quoteCart(context, tx, userId);
    const usage = await couponUsage(tx, coupon.id, userId);
    const timeZone = await fetchStoreTimeZone(tx);
    const check = checkCoupon(coupon, usage, quote.subtotalCents, now, timeZone);
    if (!check.isApplicable) throw unprocessable(check.reason ?? `${coupon.code} cannot be used.`);
    await setCartCoupon(tx, cart.uuid, coupon.id);
  });
  return cartAnswer(context, userId);
}

export async function removeCoupon(context: AppContext, userId: number) {
  await context.db.transaction(async (tx) => {
    const cart = await touchCart(tx, userId, context.now());
    await setCartCoupon(tx, cart.uuid, null);
  });
  return cartAnswer(context, userId);
}

async function storeTip(context: AppContext, userId: number, tipCents: number) {
  await context.db.transaction(async (tx) => {
    const cart = await touchCart(tx, userId, context.now());
    await setCartTip(tx, cart.uuid, tipCents);
  });
  return cartAnswer(context, userId);
}

/** The rider tip in dollars, kept in cents (rounded half up to the cent). */
export async function setTip(context: AppContext, userId: number, tipAmount: number) {
  const cents = tipCents(tipAmount);
  // The contract already bounds the dollars; a fraction of a cent still rounds to nothing.
  if (cents === null) throw badRequest("Enter a tip from $0.01 to $500.00.");
  return storeTip(context, userId, cents);
}

export const clearTip = (context: AppContext, userId: number) => storeTip(context, userId, 0);
