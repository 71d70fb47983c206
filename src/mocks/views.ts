import type {
  Cart,
  CartItem,
  Coupon,
  IfUnavailable,
  Order,
  Product,
  ProductSummary,
} from "@/api/types";
import { centsToDollars, formatTotals } from "../../shared/pricing";
import { db } from "./db";
import {
  cartItemFixture,
  CART_UUID,
  COUPON_RULES,
  catalogProducts,
  couponRuleFor,
  couponShortfallMessage,
  couponsByPeriod,
  nextCouponUnlockMessage,
  findCatalogProduct,
  freeDeliveryProgress,
  orderFromRecord,
  productSummaryOf,
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

/** Lines (or saved items) at today's catalogue prices; those of vanished products drop out. */
function itemsOf(lines: readonly { id: number; productId: number; qty?: number }[]): CartItem[] {
  return lines.flatMap(({ id, productId, qty }) => {
    const product = findCatalogProduct(productId);
    return product
      ? [cartItemFixture({ id, product: personalised(product, true), qty: qty ?? 1 })]
      : [];
  });
}

/** The customer's coupons with `isApplicable` worked out against the current cart. */
export function availableCouponsView(): Coupon[] {
  const subtotalCents = subtotalCentsOf(itemsOf(db.cartLines));
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
  const applied = db.couponCode ? couponRuleFor(db.couponCode) : undefined;
  if (!db.couponCode) return nextCouponUnlockMessage(COUPON_RULES, subtotalCents);
  if (!applied || reachesCouponMinimum(applied, subtotalCents)) return null;
  return couponShortfallMessage(applied, subtotalCents);
}

/** A cart line's choice; a specific item whose product is gone falls back to the best match. */
function ifUnavailableOf(productId: number): IfUnavailable {
  const kept = db.ifUnavailable[productId];
  if (!kept || kept.choice !== "SPECIFIC_ITEM") {
    return { choice: kept?.choice ?? "BEST_MATCH", replacement: null };
  }
  const replacement =
    kept.replacementProductId === null ? undefined : findCatalogProduct(kept.replacementProductId);
  return replacement
    ? { choice: "SPECIFIC_ITEM", replacement: productSummaryOf(personalised(replacement, true)) }
    : { choice: "BEST_MATCH", replacement: null };
}

export function cartView(): Cart {
  const cartItems = itemsOf(db.cartLines).map((item) => ({
    ...item,
    ifUnavailable: ifUnavailableOf(item.product.id),
  }));
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
    freeDelivery: freeDeliveryProgress(totals.subtotalCents),
  };
}

export function savedForLaterView(): CartItem[] {
  return itemsOf(db.savedForLater);
}

export function findOrderRecord(uuid: string): OrderRecord | undefined {
  return db.orders.find((order) => order.uuid === uuid);
}

export function orderView(record: OrderRecord): Order {
  return orderFromRecord(record);
}
