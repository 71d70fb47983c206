import type { Cart, CartItem, Coupon, Order, Product, ProductSummary } from "@/api/types";
import { formatMoney } from "@/lib/format";
import { db, type CartLine } from "./db";
import {
  cartItemFixture,
  CART_UUID,
  COUPON_RULES,
  catalogProducts,
  computeTotals,
  couponDiscount,
  couponRuleFor,
  couponsByPeriod,
  findCatalogProduct,
  formatTotals,
  orderFromRecord,
  roundMoney,
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

function subTotalOf(lines: readonly CartLine[]): number {
  return roundMoney(
    lines.reduce(
      (sum, line) => sum + (findCatalogProduct(line.productId)?.price ?? 0) * line.qty,
      0,
    ),
  );
}

/** The customer's coupons with `isApplicable` worked out against the current cart. */
export function availableCouponsView(): Coupon[] {
  const subTotal = subTotalOf(db.cartLines);
  return couponsByPeriod.active.map((coupon) => ({
    ...coupon,
    isApplicable: subTotal >= (couponRuleFor(coupon.code)?.minSubTotal ?? Infinity),
  }));
}

/** "Add $4.50 more to use SAVE10": the nearest coupon the cart does not reach yet. */
function upsellMessage(subTotal: number): string | null {
  if (subTotal === 0 || db.couponCode) return null;
  const nextCoupon = COUPON_RULES.filter((rule) => rule.minSubTotal > subTotal).sort(
    (a, b) => a.minSubTotal - b.minSubTotal,
  )[0];
  if (!nextCoupon) return null;
  const missing = formatMoney(roundMoney(nextCoupon.minSubTotal - subTotal));
  return `Add ${missing} more to use ${nextCoupon.code}`;
}

export function cartView(): Cart {
  const cartItems = db.cartLines.flatMap((line) => lineView(line) ?? []);
  const subTotal = subTotalOf(db.cartLines);
  const coupons = availableCouponsView();
  const totals = computeTotals(cartItems, {
    couponAmount: db.couponCode ? couponDiscount(db.couponCode, subTotal) : 0,
    tipAmount: db.tipAmount,
  });
  return {
    uuid: CART_UUID,
    cartItems,
    coupon: coupons.find((coupon) => coupon.code === db.couponCode) ?? null,
    availableCoupons: coupons.filter((coupon) => coupon.isApplicable).length,
    tipAmount: totals.tipAmount,
    upsellCouponMessage: upsellMessage(subTotal),
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
