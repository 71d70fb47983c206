import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import type { Schemas } from "../../http/types";
import {
  centsToDollars,
  computeTotals,
  couponDiscountCents,
  formatCents,
  freeDeliveryProgress,
  formatTotals,
  lineTotalCents,
  subtotalOf,
  type Totals,
} from "../../../shared/pricing";
import { readProductCards, type ProductSummary, type ProductSummaryBase } from "../catalog";
import { couponUsage, fetchStoreTimeZone, findCouponById } from "./couponRepository";
import { checkCoupon, couponBody, type CouponBlock } from "./coupons";
import { fetchLines } from "./lines";
import { fetchPreferences, type PreferenceRow } from "./replacementRepository";
import { findOrCreateCart } from "./repository";

/**
 * The cart priced: the cart answers and the checkout (inside its transaction) both call
 * `quoteCart`, which reads the cart and applies the store's pricing rules (shared/pricing, which
 * the web app's mocks use too). Money is integer cents; dollars only appear in answers.
 */

export type { Executor };
export { couponUsage };

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
  /** What the store does if the product runs short; its specific item is in `replacements`. */
  ifUnavailable: Omit<PreferenceRow, "productId">;
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
  /** The cards of the lines' specific replacements. */
  replacements: Map<number, ProductSummaryBase>;
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
 * A line's "If unavailable" choice: the one kept for its product, else the best match
 * (docs/replacements.md). A specific item whose product left the catalogue is a best match too,
 * as the shortage would make it.
 */
function lineChoice(
  kept: PreferenceRow | undefined,
  cards: ReadonlyMap<number, unknown>,
): PricedLine["ifUnavailable"] {
  const specific = kept?.choice === "SPECIFIC_ITEM" ? kept.replacementProductId : null;
  if (specific !== null && cards.has(specific)) {
    return { choice: "SPECIFIC_ITEM", replacementProductId: specific };
  }
  return {
    choice: kept?.choice === "REFUND" ? "REFUND" : "BEST_MATCH",
    replacementProductId: null,
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
  const productIds = rows.map((row) => row.productId);
  const choices = await fetchPreferences(executor, userId, productIds);
  const specificIds = [...choices.values()].flatMap((choice) =>
    choice.replacementProductId === null ? [] : [choice.replacementProductId],
  );
  const bodies = await readProductCards(executor, [...productIds, ...specificIds]);
  const lines = rows.flatMap((row): PricedLine[] => {
    const product = bodies.get(row.productId);
    if (!product) return [];
    const { id, productId, qty, priceCents, originalPriceCents, maxOrderQty } = row;
    const inStock = row.stockStatus === "IN_STOCK";
    const ifUnavailable = lineChoice(choices.get(productId), bodies);
    return [
      {
        id,
        productId,
        qty,
        product,
        priceCents,
        originalPriceCents,
        maxOrderQty,
        inStock,
        ifUnavailable,
      },
    ];
  });
  const replacements = new Map(
    specificIds.flatMap((id) => {
      const card = bodies.get(id);
      return card ? [[id, card] as const] : [];
    }),
  );
  const subtotalCents = subtotalOf(lines);
  const coupon =
    cart.couponId === null
      ? null
      : await quoteCoupon(executor, cart.couponId, userId, subtotalCents, now);
  const totals = computeTotals({
    subtotalCents,
    couponCents: coupon?.discountCents ?? 0,
    tipCents: cart.tipCents,
  });
  return { cartUuid: cart.uuid, userId, lines, replacements, coupon, ...totals };
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
    price: centsToDollars(item.priceCents),
    originalPrice: centsToDollars(item.originalPriceCents),
    formattedPrice: formatCents(item.priceCents),
    formattedOriginalPrice: formatCents(item.originalPriceCents),
    formattedTotal: formatCents(lineTotalCents(item)),
    formattedOriginalTotal: formatCents(
      lineTotalCents({ qty: item.qty, priceCents: item.originalPriceCents }),
    ),
  };
}

export interface CartExtras {
  /** Coupons that apply to this cart now. */
  availableCoupons: number;
  upsellCouponMessage: string | null;
  /** The products not in stock whose restock the cart's user waits for (restockRequested). */
  restockRequested?: ReadonlySet<number>;
}

/** A card's restockRequested: the user waits for it, and it is not in stock. */
function waitedFor(product: ProductSummaryBase, extras: CartExtras): boolean {
  return product.inStock !== "IN_STOCK" && (extras.restockRequested?.has(product.id) ?? false);
}

/** A line's choice as the cart answers it, with its specific item's card. */
function ifUnavailableOf(
  quote: CartQuote,
  line: PricedLine,
  extras: CartExtras,
): Schemas["IfUnavailable"] {
  const { choice, replacementProductId } = line.ifUnavailable;
  const card =
    replacementProductId === null ? undefined : quote.replacements.get(replacementProductId);
  if (!card) return { choice, replacement: null };
  const inCart = quote.lines.find((other) => other.productId === card.id);
  return {
    choice,
    replacement: {
      ...card,
      qtyInCart: inCart?.qty ?? 0,
      cartItemId: inCart?.id ?? null,
      restockRequested: waitedFor(card, extras),
    },
  };
}

export function toCartResponse(quote: CartQuote, extras: CartExtras): Schemas["Cart"] {
  return {
    uuid: quote.cartUuid,
    cartItems: quote.lines.map((line) => ({
      ...toCartItem({
        ...line,
        product: {
          ...line.product,
          qtyInCart: line.qty,
          cartItemId: line.id,
          restockRequested: waitedFor(line.product, extras),
        },
      }),
      ifUnavailable: ifUnavailableOf(quote, line, extras),
    })),
    coupon: quote.coupon?.coupon ?? null,
    availableCoupons: extras.availableCoupons,
    tipAmount: centsToDollars(quote.tipCents),
    upsellCouponMessage: extras.upsellCouponMessage,
    ...formatTotals(quote),
    // The meter of the cart drawer and checkout, by the same rule that waives the fee.
    freeDelivery: freeDeliveryProgress(quote.subtotalCents),
  };
}
