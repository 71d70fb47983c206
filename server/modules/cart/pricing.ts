import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import type { Schemas } from "../../http/types";
import { formatCents } from "../../lib/money";
import type { ProductSummary, ProductSummaryBase } from "../catalog/products";
import { couponUsage, fetchStoreTimeZone, findCouponById } from "./couponRepository";
import { checkCoupon, couponBody, type CouponBlock, type CouponRow } from "./coupons";
import { fetchLines, fetchProductCards, findOrCreateCart } from "./repository";

/**
 * The one place prices are computed: the cart answers and the checkout (inside its transaction)
 * both call `quoteCart`. Money is integer cents; dollars only appear in answers.
 */

// ------------------------------------------------------------ the store's pricing policy

/** Sales tax on the subtotal after the coupon, in percent, rounded half up to the cent. */
export const TAX_PERCENT = 4;
/** The service fee, waived from this subtotal (before the coupon) up. */
export const SERVICE_FEE_CENTS = 199;
export const FREE_SERVICE_FEE_FROM_CENTS = 3500;
/** The delivery fee, waived from this subtotal (before the coupon) up. */
export const DELIVERY_FEE_CENTS = 399;
export const FREE_DELIVERY_FROM_CENTS = 5000;

export type { Executor };
export { couponUsage };

// ------------------------------------------------------------------------ arithmetic

/** `percent` % of an amount in cents, rounded half up to the cent (integers only: no float drift). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/** Dollars as sent by a client to cents, half up: 1.005 → 101 (1.005 × 100 is 100.4999… in floats). */
export function dollarsToCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(15)));
}

/**
 * What the coupon takes off a subtotal when it applies: FIXED value (cents) or PERCENT of the
 * subtotal, capped by maxDiscountCents, never more than the subtotal.
 */
export function couponDiscountCents(
  coupon: Pick<CouponRow, "kind" | "value" | "maxDiscountCents">,
  subtotalCents: number,
): number {
  const raw =
    coupon.kind === "PERCENT" ? percentOfCents(subtotalCents, coupon.value) : coupon.value;
  const capped = coupon.maxDiscountCents === null ? raw : Math.min(raw, coupon.maxDiscountCents);
  return Math.max(0, Math.min(capped, subtotalCents));
}

export interface Totals {
  subtotalCents: number;
  couponCents: number;
  taxCents: number;
  serviceFeeCents: number;
  isServiceFeeFree: boolean;
  deliveryFeeCents: number;
  isDeliveryFeeFree: boolean;
  tipCents: number;
  totalCents: number;
}

const EMPTY_TOTALS: Totals = {
  subtotalCents: 0,
  couponCents: 0,
  taxCents: 0,
  serviceFeeCents: 0,
  isServiceFeeFree: false,
  deliveryFeeCents: 0,
  isDeliveryFeeFree: false,
  tipCents: 0,
  totalCents: 0,
};

/**
 * total = subtotal − coupon + tax + service fee + delivery fee + tip. An empty cart owes
 * nothing: no fee, tax or tip (its fees are 0 and not "free").
 */
export function computeTotals(input: {
  subtotalCents: number;
  couponCents: number;
  tipCents: number;
}): Totals {
  const { subtotalCents, tipCents } = input;
  if (subtotalCents <= 0) return EMPTY_TOTALS;
  const couponCents = Math.max(0, Math.min(input.couponCents, subtotalCents));
  const taxCents = percentOfCents(subtotalCents - couponCents, TAX_PERCENT);
  const isServiceFeeFree = subtotalCents >= FREE_SERVICE_FEE_FROM_CENTS;
  const isDeliveryFeeFree = subtotalCents >= FREE_DELIVERY_FROM_CENTS;
  const serviceFeeCents = isServiceFeeFree ? 0 : SERVICE_FEE_CENTS;
  const deliveryFeeCents = isDeliveryFeeFree ? 0 : DELIVERY_FEE_CENTS;
  return {
    subtotalCents,
    couponCents,
    taxCents,
    serviceFeeCents,
    isServiceFeeFree,
    deliveryFeeCents,
    isDeliveryFeeFree,
    tipCents,
    totalCents:
      subtotalCents - couponCents + taxCents + serviceFeeCents + deliveryFeeCents + tipCents,
  };
}

// --------------------------------------------------------------------------- quotes

export interface PricedLine {
  id: number;
  productId: number;
  qty: number;
  product: ProductSummaryBase;
  priceCents: number;
  originalPriceCents: number;
  maxOrderQty: number;
  inStock: boolean;
}

export interface CouponQuote {
  id: number;
  code: string;
  coupon: Schemas["Coupon"];
  isApplicable: boolean;
  discountCents: number;
  reason: string | null;
  /** Why it does not apply (null when it does); MINIMUM drives the upsell message. */
  block: CouponBlock | null;
}

export interface CartQuote extends Totals {
  cartUuid: string;
  userId: number;
  lines: PricedLine[];
  coupon: CouponQuote | null;
}

async function quoteCoupon(
  db: Executor,
  couponId: number,
  userId: number,
  subtotalCents: number,
  now: Date,
): Promise<CouponQuote | null> {
  const coupon = await findCouponById(db, couponId);
  if (!coupon) return null;
  const usage = await couponUsage(db, couponId, userId);
  const timeZone = await fetchStoreTimeZone(db);
  const check = checkCoupon(coupon, usage, subtotalCents, now, timeZone);
  return {
    id: coupon.id,
    code: coupon.code,
    coupon: couponBody(coupon, { isApplicable: check.isApplicable, timeZone }),
    isApplicable: check.isApplicable,
    discountCents: check.isApplicable ? couponDiscountCents(coupon, subtotalCents) : 0,
    reason: check.reason,
    block: check.block,
  };
}

/**
 * The user's cart priced at the products' current prices, its coupon checked now. `executor`
 * is the database or a transaction; `lock` takes FOR UPDATE on the cart row (checkout). The
 * cart is created on demand. Lines of products that are not in stock still count: the checkout
 * refuses them by `inStock`, and the shopper sees what the cart would cost.
 */
export async function quoteCart(
  context: AppContext,
  executor: Executor,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<CartQuote> {
  const now = context.now();
  const cart = await findOrCreateCart(executor, userId, now, options.lock ?? false);
  const rows = await fetchLines(executor, cart.uuid);
  const bodies = await fetchProductCards(
    executor,
    rows.map((row) => row.productId),
  );
  const lines = rows.flatMap((row): PricedLine[] => {
    const product = bodies.get(row.productId);
    if (!product) return [];
    const { id, productId, qty, priceCents, originalPriceCents, maxOrderQty } = row;
    const inStock = row.stockStatus === "IN_STOCK";
    return [{ id, productId, qty, product, priceCents, originalPriceCents, maxOrderQty, inStock }];
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.qty * line.priceCents, 0);
  const coupon =
    cart.couponId === null
      ? null
      : await quoteCoupon(executor, cart.couponId, userId, subtotalCents, now);
  const totals = computeTotals({
    subtotalCents,
    couponCents: coupon?.discountCents ?? 0,
    tipCents: cart.tipCents,
  });
  return { cartUuid: cart.uuid, userId, lines, coupon, ...totals };
}

// ------------------------------------------------------------------------- answers

/** A cart line or saved-for-later item: unit prices and qty × price, formatted. */
export function toCartItem(item: {
  id: number;
  qty: number;
  priceCents: number;
  originalPriceCents: number;
  product: ProductSummary;
}): Schemas["CartItem"] {
  return {
    id: item.id,
    product: item.product,
    qty: item.qty,
    price: item.priceCents / 100,
    originalPrice: item.originalPriceCents / 100,
    formattedPrice: formatCents(item.priceCents),
    formattedOriginalPrice: formatCents(item.originalPriceCents),
    formattedTotal: formatCents(item.qty * item.priceCents),
    formattedOriginalTotal: formatCents(item.qty * item.originalPriceCents),
  };
}

export interface CartExtras {
  /** Coupons that apply to this cart now. */
  availableCoupons: number;
  upsellCouponMessage: string | null;
}

export function toCartResponse(quote: CartQuote, extras: CartExtras): Schemas["Cart"] {
  return {
    uuid: quote.cartUuid,
    cartItems: quote.lines.map((line) =>
      toCartItem({
        ...line,
        product: { ...line.product, qtyInCart: line.qty, cartItemId: line.id },
      }),
    ),
    coupon: quote.coupon?.coupon ?? null,
    availableCoupons: extras.availableCoupons,
    tipAmount: quote.tipCents / 100,
    upsellCouponMessage: extras.upsellCouponMessage,
    formattedTotal: formatCents(quote.totalCents),
    formattedSubTotal: formatCents(quote.subtotalCents),
    formattedCouponAmount: formatCents(quote.couponCents),
    formattedTaxAmount: formatCents(quote.taxCents),
    formattedServiceFeeAmount: formatCents(quote.serviceFeeCents),
    isServiceFeeFree: quote.isServiceFeeFree,
    formattedDeliveryFeeAmount: formatCents(quote.deliveryFeeCents),
    isDeliveryFeeFree: quote.isDeliveryFeeFree,
    formattedTipAmount: formatCents(quote.tipCents),
  };
}
