import { createHash } from "node:crypto";
import type { AppContext } from "../../context";
import type { Executor, Transaction } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import type { Schemas } from "../../http/types";
import { formatCents, shortLineRefund } from "../../../shared/pricing";
import { REFUND_REASONS } from "../../../shared/orders";
import { findProductFacts, replacementIdsFor, type ProductFacts } from "../catalog";
import { postOrderNotice } from "../chat";
import { addInboxNotifications, readNotificationSettings, supportAgentId } from "../users";
import { updateOrderRow } from "./actionRepository";
import { recordRefund, sendRefunds, type PendingRefund } from "./refunds";
import { findOwnOrder, riderRowsOf, type OrderRow } from "./repository";
import { invoiceNumber } from "./view";
import { lockOrder } from "./fulfilment/repository";
import {
  findOrderCharge,
  findOrderItem,
  findOrderItemOfProduct,
  itemRefundTotals,
  lockOrdersWithOverdueOffers,
  orderItemsOf,
  pendingOffersOf,
  updateOrderItem,
  type OrderItemRow,
} from "./shortageRepository";

/**
 * Shortages (docs/replacements.md): a line that runs short while its order is prepared follows
 * its "If unavailable" choice. A best match is offered in the order's chat and counts as approved
 * after APPROVAL_WINDOW_MS; a specific item replaces the line at once; a refund pays the line
 * back. A replacement is charged the lower of the two unit prices and the difference is refunded;
 * a refund carries its share of the tax. Every refund is recorded pending in the transaction and
 * sent after the commit with the key `shortage-<order item id>`, so a line is refunded once.
 */

/** How long the shopper has to answer an offer before it counts as approved. */
export const APPROVAL_WINDOW_MS = 5 * 60 * 1000;

/** Statuses in which a line can still run short: the order is not yet on its way. */
const BEING_PREPARED: ReadonlySet<string> = new Set([
  "PENDING_PROCESSING",
  "PENDING_ACCEPTED",
  "PENDING_IN_PREPARATION",
]);

const ORDER_NOT_FOUND = "Order not found.";
const ALREADY_DECIDED = "This replacement was already decided.";

/** What a shortage leaves to do once its transaction has committed. */
export class ShortageEffects {
  readonly refunds: PendingRefund[] = [];
  readonly texts: { userId: number; phone: string; body: string }[] = [];
  readonly customers = new Set<number>();

  merge(other: ShortageEffects): void {
    this.refunds.push(...other.refunds);
    this.texts.push(...other.texts);
    for (const userId of other.customers) this.customers.add(userId);
  }

  /**
   * Sends the refunds, then the texts to the customers whose settings take SMS; a failed text is
   * logged, as the chat already holds the news.
   */
  async flush(context: AppContext): Promise<void> {
    await sendRefunds(context, this.refunds);
    for (const text of this.texts) {
      try {
        const settings = await readNotificationSettings(context.db, text.userId);
        // The settings have no order SMS of their own: a text goes to those who take SMS news
        // of products (restocks), the choice closest to "an item of my order ran out".
        if (!settings.personalizedSmsNotifications || text.phone === "") continue;
        await context.sms.send(text.phone, text.body);
      } catch (error) {
        context.log.error({ err: error, userId: text.userId }, "A shortage text failed");
      }
    }
    for (const userId of this.customers) context.visitorChanges.changedBy(userId);
  }
}

type Resolution =
  | { kind: "offer"; product: ProductFacts }
  | { kind: "replace"; product: ProductFacts }
  | { kind: "refund"; reason: string };

const inStock = (product: ProductFacts | null): product is ProductFacts =>
  product?.stockStatus === "IN_STOCK";

/** The best match in stock now (the best-match rule's first candidate), or a refund. */
async function bestMatch(tx: Executor, item: OrderItemRow): Promise<Resolution> {
  const [bestId] = (await replacementIdsFor(tx, item.productId, 1)) ?? [];
  const product = bestId === undefined ? null : await findProductFacts(tx, bestId);
  return inStock(product)
    ? { kind: "offer", product }
    : { kind: "refund", reason: REFUND_REASONS.noMatch };
}

/** What the line's choice makes of it. */
async function resolutionFor(tx: Executor, item: OrderItemRow): Promise<Resolution> {
  if (item.ifUnavailable === "REFUND") return { kind: "refund", reason: REFUND_REASONS.outOfStock };
  if (item.ifUnavailable === "SPECIFIC_ITEM" && item.replacementProductId !== null) {
    const product = await findProductFacts(tx, item.replacementProductId);
    // The shopper's item, when it is still to be had; else the best match, as the cart says.
    if (inStock(product)) return { kind: "replace", product };
  }
  return bestMatch(tx, item);
}

/**
 * What the order has left to pay back once its short lines' refunds are out: of its goods (their
 * subtotal less the coupon, which stays applied) and of its tax.
 */
export async function unrefundedOfOrder(tx: Executor, order: OrderRow) {
  const refunded = await itemRefundTotals(tx, order.id);
  return {
    goodsCents: order.subtotalCents - order.couponCents - refunded.goods,
    taxCents: order.taxCents - refunded.tax,
  };
}

/**
 * A refund's goods and tax, capped so the order's refunds never pay back more than was paid for
 * its goods and its tax.
 */
async function refundShare(tx: Executor, order: OrderRow, goodsCents: number) {
  const share = shortLineRefund(goodsCents, await unrefundedOfOrder(tx, order));
  return { goods: share.goodsCents, tax: share.taxCents };
}

/** Who writes the store's news in the chat: the rider once assigned, else the support agent. */
async function noticeSender(tx: Executor, order: OrderRow): Promise<number> {
  const [rider] = order.riderId ? await riderRowsOf(tx, [order.riderId]) : [];
  return rider?.userId ?? (await supportAgentId(tx)) ?? order.userId;
}

/** The inbox's kind and title of a short line's news (its body is the text's words). */
const INBOX_NEWS = {
  replaced: { kind: "REPLACEMENT", title: "Item replaced" },
  offered: { kind: "REPLACEMENT", title: "Replacement suggested" },
  refunded: { kind: "REFUND", title: "Refund issued" },
} as const;

export type InboxNews = keyof typeof INBOX_NEWS;

/**
 * Writes the news in the order's chat and the customer's inbox (unless `inbox` is null), and queues its text for the
 * customer's settings.
 */
export async function tell(
  tx: Executor,
  context: AppContext,
  order: OrderRow,
  effects: ShortageEffects,
  news: { chat: string; sms: string; inbox: InboxNews | null; offerItemId?: number },
) {
  await postOrderNotice(tx, {
    orderId: order.id,
    userId: order.userId,
    senderId: await noticeSender(tx, order),
    body: news.chat,
    at: context.now(),
    ...(news.offerItemId === undefined ? {} : { offerItemId: news.offerItemId }),
  });
  if (news.inbox) {
    await addInboxNotifications(tx, [
      {
        userId: order.userId,
        ...INBOX_NEWS[news.inbox],
        body: news.sms,
        orderId: order.id,
        createdAt: context.now(),
      },
    ]);
  }
  effects.texts.push({ userId: order.userId, phone: order.customerPhone, body: news.sms });
}

/**
 * How a line came to be replaced or refunded: straight from its choice, or by the answer to an
 * offer (the shopper's, which the card shows, or the deadline's, which the shopper is told of).
 */
type Cause = "choice" | "shopper" | "deadline";

const OFFER_AFTER: Record<Cause, (answer: "APPROVED" | "REJECTED") => string | null> = {
  choice: () => null,
  shopper: (answer) => answer,
  deadline: (answer) => answer,
};

/** Replaces the line with `product` at the lower unit price; the difference is refunded. */
async function replaceLine(
  tx: Transaction,
  context: AppContext,
  order: OrderRow,
  item: OrderItemRow,
  product: ProductFacts,
  effects: ShortageEffects,
  cause: Cause,
) {
  const unitCents = item.chargedPriceCents ?? Math.min(item.priceCents, product.priceCents);
  const { goods, tax } = await refundShare(tx, order, (item.priceCents - unitCents) * item.qty);
  await updateOrderItem(tx, item.id, {
    fulfilment: "REPLACED",
    shortAt: item.shortAt ?? context.now(),
    fulfilledProductId: product.productId,
    chargedPriceCents: unitCents,
    refundCents: goods,
    refundTaxCents: tax,
    refundReason: null,
    offerStatus: OFFER_AFTER[cause]("APPROVED"),
    approvalDeadline: null,
  });
  await refundLineMoney(tx, order, item, goods + tax, effects);
  if (cause === "shopper") return;
  const back = goods + tax > 0 ? ` ${formatCents(goods + tax)} is refunded to your card.` : "";
  const from = await productName(tx, item.productId);
  const packed =
    cause === "deadline"
      ? `No answer came in time, so we packed ${product.name} instead of ${from}`
      : `${from} was out of stock, so we packed ${product.name} instead`;
  await tell(tx, context, order, effects, {
    chat: `${packed} at ${formatCents(unitCents)}.${back}`,
    sms: `Your order ${invoiceNumber(order.id)}: ${packed}.${back}`,
    inbox: "replaced",
  });
}

/** Refunds the whole line: qty × the unit price paid, with its tax. */
async function refundLine(
  tx: Transaction,
  context: AppContext,
  order: OrderRow,
  item: OrderItemRow,
  reason: string,
  effects: ShortageEffects,
  cause: Cause,
) {
  const { goods, tax } = await refundShare(tx, order, item.priceCents * item.qty);
  const offered = cause !== "choice";
  await updateOrderItem(tx, item.id, {
    fulfilment: "REFUNDED",
    shortAt: item.shortAt ?? context.now(),
    // An offer's line keeps what it offered, for its card in the chat.
    fulfilledProductId: offered ? item.fulfilledProductId : null,
    chargedPriceCents: offered ? item.chargedPriceCents : null,
    refundCents: goods,
    refundTaxCents: tax,
    refundReason: reason,
    // Only the shopper rejects; past the deadline the offer was approved, its product since gone.
    offerStatus: OFFER_AFTER[cause](cause === "shopper" ? "REJECTED" : "APPROVED"),
    approvalDeadline: null,
  });
  await refundLineMoney(tx, order, item, goods + tax, effects);
  if (cause === "shopper") return;
  const from = await productName(tx, item.productId);
  const news = `${from} is out of stock: ${formatCents(goods + tax)} is refunded to your card.`;
  await tell(tx, context, order, effects, {
    chat: news,
    sms: `Your order ${invoiceNumber(order.id)}: ${news}`,
    inbox: "refunded",
  });
}

async function refundLineMoney(
  tx: Transaction,
  order: OrderRow,
  item: OrderItemRow,
  amountCents: number,
  effects: ShortageEffects,
) {
  const charge = await findOrderCharge(tx, order.id);
  if (!charge) return;
  const refund = await recordRefund(tx, charge, amountCents, `shortage-${item.id}`);
  if (refund) effects.refunds.push(refund);
}

async function productName(tx: Executor, productId: number): Promise<string> {
  return (await findProductFacts(tx, productId))?.name ?? "An item";
}

/** Offers `product` in the order's chat as a card with Approve and Reject. */
async function offerReplacement(
  tx: Transaction,
  context: AppContext,
  order: OrderRow,
  item: OrderItemRow,
  product: ProductFacts,
  effects: ShortageEffects,
) {
  const now = context.now();
  const unitCents = Math.min(item.priceCents, product.priceCents);
  await updateOrderItem(tx, item.id, {
    fulfilment: "AWAITING_APPROVAL",
    shortAt: now,
    fulfilledProductId: product.productId,
    chargedPriceCents: unitCents,
    offerStatus: "PENDING",
    approvalDeadline: new Date(now.getTime() + APPROVAL_WINDOW_MS),
  });
  const from = await productName(tx, item.productId);
  await tell(tx, context, order, effects, {
    chat: replacementQuestion(from, product.name, unitCents),
    sms: `Your order ${invoiceNumber(order.id)}: ${from} is out of stock. We suggest ${product.name} at ${formatCents(unitCents)}: approve or reject in the order's chat within 5 minutes, or we'll pack it.`,
    inbox: "offered",
    offerItemId: item.id,
  });
}

/** The card's text: "Replace A with B ($x)?". */
export function replacementQuestion(from: string, to: string, unitCents: number): string {
  return `Replace ${from} with ${to} (${formatCents(unitCents)})?`;
}

/** The order's row, changed: its customers' pages and streams hear of it (the orders trigger). */
export async function touchOrder(
  tx: Executor,
  context: AppContext,
  order: OrderRow,
): Promise<OrderRow> {
  return (await updateOrderRow(tx, order.id, { updatedAt: context.now() })) ?? order;
}

/** The line runs short now and follows its choice. */
export async function shortLine(
  tx: Transaction,
  context: AppContext,
  order: OrderRow,
  item: OrderItemRow,
  effects: ShortageEffects,
): Promise<void> {
  const resolution = await resolutionFor(tx, item);
  if (resolution.kind === "offer") {
    await offerReplacement(tx, context, order, item, resolution.product, effects);
  } else if (resolution.kind === "replace") {
    await replaceLine(tx, context, order, item, resolution.product, effects, "choice");
  } else {
    await refundLine(tx, context, order, item, resolution.reason, effects, "choice");
  }
  effects.customers.add(order.userId);
}

/**
 * Approves the offer (the shopper's answer, or the deadline's): the line is replaced by the
 * offered product at the price offered.
 */
async function approveOffer(
  tx: Transaction,
  context: AppContext,
  order: OrderRow,
  item: OrderItemRow,
  effects: ShortageEffects,
  cause: Exclude<Cause, "choice">,
): Promise<void> {
  const product =
    item.fulfilledProductId === null ? null : await findProductFacts(tx, item.fulfilledProductId);
  if (product) await replaceLine(tx, context, order, item, product, effects, cause);
  // The offered product left the catalogue meanwhile: nothing to pack, so the line is refunded.
  else await refundLine(tx, context, order, item, REFUND_REASONS.noMatch, effects, "deadline");
  effects.customers.add(order.userId);
}

/**
 * Approves the order's offers still waiting (those due by `dueBy`, or all of them): no answer in
 * time counts as approval, and nothing is left waiting once the order leaves the store. The caller
 * writes the order's row (a simulator step changes it anyway; the others touch it), so a step is
 * one change of the order.
 */
export async function approvePendingOffers(
  tx: Transaction,
  context: AppContext,
  order: OrderRow,
  dueBy: Date | null,
  effects: ShortageEffects,
): Promise<number> {
  const pending = await pendingOffersOf(tx, order.id, dueBy);
  for (const item of pending) await approveOffer(tx, context, order, item, effects, "deadline");
  return pending.length;
}

/** The simulator's tick: approves the offers nobody answered in time. Answers how many. */
export async function approveOverdueOffers(context: AppContext, limit = 25): Promise<number> {
  const effects = new ShortageEffects();
  const approved = await context.db.transaction(async (tx) => {
    let count = 0;
    for (const order of await lockOrdersWithOverdueOffers(tx, {
      now: context.now(),
      statuses: [...BEING_PREPARED],
      limit,
    })) {
      const approvedNow = await approvePendingOffers(tx, context, order, context.now(), effects);
      if (approvedNow > 0) await touchOrder(tx, context, order);
      count += approvedNow;
    }
    return count;
  });
  await effects.flush(context);
  return approved;
}

/**
 * The simulator's shortages: whether this line runs short, drawn at `rate` from the order and the
 * product alone, so the same order runs short of the same lines on every run and every server.
 */
export function drawsShort(orderUuid: string, productId: number, rate: number): boolean {
  if (rate <= 0) return false;
  const digest = createHash("sha256").update(`${orderUuid}:${productId}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000 < rate;
}

/**
 * While the simulator prepares the order, the lines its shortage rate draws run short. The step
 * that prepares the order writes its row, which tells its followers of the short lines too.
 */
export async function drawShortages(
  tx: Transaction,
  context: AppContext,
  order: OrderRow,
  effects: ShortageEffects,
): Promise<void> {
  const rate = context.config.fulfilmentShortageRate;
  if (rate <= 0) return;
  for (const item of await orderItemsOf(tx, order.id)) {
    if (item.fulfilment !== null || !drawsShort(order.uuid, item.productId, rate)) continue;
    await shortLine(tx, context, order, item, effects);
  }
}

/** The refusal when nothing of the order can run short any more, or null while it is prepared. */
function shortageRefusal(order: OrderRow): string | null {
  if (BEING_PREPARED.has(order.status)) return null;
  if (order.status === "CANCELLED") return "This order was cancelled: nothing can run short now.";
  return "This order is already on its way: nothing can run short now.";
}

/**
 * The dev call and `npm run orders -- short`: the product's line of the order runs short now.
 * 404 for no such order or product in it, 409 past preparation or for a line already short.
 */
export async function shortOrderItem(
  context: AppContext,
  uuid: string,
  productId: number,
): Promise<OrderRow> {
  const effects = new ShortageEffects();
  const order = await context.db.transaction(async (tx) => {
    const row = await lockOrder(tx, uuid);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    const item = await findOrderItemOfProduct(tx, row.id, productId);
    if (!item) throw notFound("This product is not in the order.");
    const refusal = shortageRefusal(row);
    if (refusal) throw conflict(refusal);
    if (item.fulfilment !== null) throw conflict("This item is already short.");
    await shortLine(tx, context, row, item, effects);
    return touchOrder(tx, context, row);
  });
  await effects.flush(context);
  return order;
}

/**
 * The shopper's answer to an offer: APPROVE replaces the line, REJECT refunds it. Someone else's
 * order or no such line answers 404; an offer already decided (or none) 409. An offer whose time
 * ran out was approved then: it is approved (and kept) before the 409 answers.
 */
export async function decideReplacement(
  context: AppContext,
  userId: number,
  uuid: string,
  itemId: number,
  decision: Schemas["ReplacementDecisionRequest"]["decision"],
): Promise<OrderRow> {
  const effects = new ShortageEffects();
  const outcome = await context.db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, uuid, { lock: true });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const item = await findOrderItem(tx, order.id, itemId);
    if (!item) throw notFound("This item is not in the order.");
    if (item.offerStatus === null) throw conflict("This item is not waiting for your approval.");
    if (item.offerStatus !== "PENDING") throw conflict(ALREADY_DECIDED);
    // A cancelled order's offers are moot: the cancellation paid everything back.
    if (!BEING_PREPARED.has(order.status))
      throw conflict("This order is no longer being prepared.");
    const now = context.now();
    if (item.approvalDeadline && item.approvalDeadline <= now) {
      await approvePendingOffers(tx, context, order, now, effects);
      await touchOrder(tx, context, order);
      return { late: true as const };
    }
    if (decision === "APPROVE") await approveOffer(tx, context, order, item, effects, "shopper");
    else await refundLine(tx, context, order, item, REFUND_REASONS.rejected, effects, "shopper");
    effects.customers.add(order.userId);
    return { late: false as const, order: await touchOrder(tx, context, order) };
  });
  await effects.flush(context);
  if (outcome.late) throw conflict(ALREADY_DECIDED);
  return outcome.order;
}
