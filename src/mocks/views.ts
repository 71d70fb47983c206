import type { Cart, CartItem, Coupon, Order, Product, ProductSummary } from "@/api/types";
import { db, type CartLine } from "./db";
import {
  cartItemFixture,
  CART_UUID,
  centsToDollars,
  COUPON_RULES,
  catalogProducts,
  couponRuleFor,
  couponShortfallMessage,
  couponsByPeriod,
  nextCouponUnlockMessage,
  findCatalogProduct,
  formatTotals,
  orderFromRecord,
  reachesCouponMinimum,
  subtotalCentsOf,
  totalsOf,
  type OrderRecord,
} from "./fixtures";

/**
 * What the mock server answers, derived from the state in db.ts the way the real server
 * derives it: a product knows its quantity in the session's cart, a cart its totals.
 */

/** With a session, a product carries its cart quantity and line id; without one, 0 and null. */
export function personalised<T extends ProductSummary>(product: T, withSession: boolean): T {
  const line = withSession ? db.cartLines.find((l) => l.productId === product.id) : undefined;
  return { ...product, qtyInCart: line?.qty ?? 0, cartItemId: line?.id ?? null };
}

/** The whole products (the handlers search and file them), personalised; lists answer their cards. */
export function catalogView(withSession: boolean): Product[] {
  return catalogProducts.map((product) => personalised(product, withSession));
}

function lineView(line: CartLine): CartItem | null {
  const product = findCatalogProduct(line.productId);
  if (!product) return null;
  return cartItemFixture({ id: line.id, product: personalised(product, true), qty: line.qty });
}

/** The session's cart lines at today's catalogue prices (lines of vanished products drop out). */
function pricedLines(lines: readonly CartLine[]): { price: number; qty: number }[] {
  return lines.flatMap((line) => {
    const product = findCatalogProduct(line.productId);
    return product ? [{ price: product.price, qty: line.qty }] : [];
  });
}

/** The open cart's subtotal, the figure coupons are checked against. */
export function cartSubtotalCents(): number {
  return subtotalCentsOf(pricedLines(db.cartLines));
}

/** The customer's coupons with `isApplicable` worked out against the current cart. */
export function availableCouponsView(): Coupon[] {
  const subtotalCents = cartSubtotalCents();
  return couponsByPeriod.active.map((coupon) => {
    const rule = couponRuleFor(coupon.code);
    return { ...coupon, isApplicable: rule ? reachesCouponMinimum(rule, subtotalCents) : false };
  });
}

/**
 * The cart footer's nudge, worded as the server words it (shared/pricing): how much more an
 * applied coupon needs, or else the coupon with the smallest minimum the cart does not reach.
 */
function upsellMessage(subtotalCents: number): string | null {
  if (subtotalCents === 0) return null;
  if (db.couponCode) {
    const applied = couponRuleFor(db.couponCode);
    if (!applied || reachesCouponMinimum(applied, subtotalCents)) return null;
    return couponShortfallMessage(applied, subtotalCents);
  }
  return nextCouponUnlockMessage(COUPON_RULES, subtotalCents);
}

export function cartView(): Cart {
  const cartItems = db.cartLines.flatMap((line) => lineView(line) ?? []);
  const coupons = availableCouponsView();
  const totals = totalsOf(cartItems, { couponCode: db.couponCode, tipAmount: db.tipAmount });
  return {
    uuid: CART_UUID,
    cartItems,
    coupon: coupons.find((coupon) => coupon.code === db.couponCode) ?? null,
    availableCoupons: coupons.filter((coupon) => coupon.isApplicable).length,
    tipAmount: centsToDollars(totals.tipCents),
    upsellCouponMessage: upsellMessage(totals.subtotalCents),
    ...formatTotals(totals),
  };
}

export function savedForLaterView(): CartItem[] {
  return db.savedForLater.flatMap((saved) => {
    const product = findCatalogProduct(saved.productId);
    return product ? [cartItemFixture({ id: saved.id, product: personalised(product, true) })] : [];
  });
}

export function findOrderRecord(uuid: string): OrderRecord | undefined {
  return db.orders.find((order) => order.uuid === uuid);
}

export function orderView(record: OrderRecord): Order {
  return orderFromRecord(record);
}
