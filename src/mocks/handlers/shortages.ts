import type { OrderChatMessage, ReplacementDecisionRequest, ReplacementOffer } from "@/api/types";
import { REFUND_REASONS } from "../../../shared/orders";
import { db, newId, nextTimestamp } from "../db";
import {
  findCatalogProduct,
  fixtureUuid,
  MOCK_APPROVAL_WINDOW_MS,
  formatCents,
  dollarsToCents,
  orderLineId,
  orderLineOf,
  type OrderLineRecord,
  type OrderRecord,
  type ShortageRecord,
} from "../fixtures";
import { replacementsFor } from "./catalogQueries";
import { catalogView } from "../views";

/**
 * The mock store's shortages, after the server's rule (docs/replacements.md): a short line
 * follows its choice, a best match is offered in the order's chat as a card, and a decision
 * replaces or refunds the line. The money is computed where the order is drawn (orderFromRecord).
 */

/** Statuses in which a line can still run short. */
const BEING_PREPARED = new Set([
  "PENDING_PROCESSING",
  "PENDING_ACCEPTED",
  "PENDING_IN_PREPARATION",
]);
/** The store's support agent writes in the chat before a rider is assigned. */
const STORE_SENDER_ID = 2;

export const SHORTAGE_MESSAGES = {
  notInOrder: "This product is not in the order.",
  onItsWay: "This order is already on its way: nothing can run short now.",
  alreadyShort: "This item is already short.",
  alreadyDecided: "This replacement was already decided.",
  notAwaiting: "This item is not waiting for your approval.",
} as const;

const nameOf = (productId: number) => findCatalogProduct(productId)?.name ?? "An item";
const priceCentsOf = (productId: number) =>
  dollarsToCents(findCatalogProduct(productId)?.price ?? 0);

/** The store's news in the order's chat, with the offer's card when there is one. */
function say(order: OrderRecord, message: string, replacementOffer?: ReplacementOffer) {
  order.chatOpen = true;
  const threadUuid = fixtureUuid("orderThread", order.id);
  const sent: OrderChatMessage = {
    uuid: fixtureUuid("orderMessage", newId()),
    senderId: STORE_SENDER_ID,
    type: "TEXT",
    message,
    createdAt: nextTimestamp(),
    ...(replacementOffer ? { replacementOffer } : {}),
  };
  db.orderChat[threadUuid] = [...(db.orderChat[threadUuid] ?? []), sent];
}

const refundedShortage = (refundReason: string): ShortageRecord => ({
  outcome: "REFUNDED",
  replacementProductId: null,
  refundReason,
  approvalDeadline: null,
});

/** The line is refunded, and the chat says so. */
function refundLine(order: OrderRecord, line: OrderLineRecord, refundReason: string) {
  line.shortage = refundedShortage(refundReason);
  say(order, `${nameOf(line.productId)} is out of stock: it is refunded to your card.`);
}

/** The refusal of a shortage of `productId`, or the line's index. */
export function shortageTarget(
  order: OrderRecord,
  productId: number,
): { status: 404 | 409; message: string } | number {
  const index = order.lines.findIndex((line) => line.productId === productId);
  if (index < 0) return { status: 404, message: SHORTAGE_MESSAGES.notInOrder };
  if (!BEING_PREPARED.has(order.status)) {
    return { status: 409, message: SHORTAGE_MESSAGES.onItsWay };
  }
  if (order.lines[index]?.shortage) return { status: 409, message: SHORTAGE_MESSAGES.alreadyShort };
  return index;
}

/** The line at `index` runs short and follows its choice. */
export function shortLine(order: OrderRecord, index: number): void {
  const line = order.lines[index];
  if (!line) return;
  const specific =
    line.choice === "SPECIFIC_ITEM" && line.replacementProductId !== undefined
      ? findCatalogProduct(line.replacementProductId)
      : undefined;
  if (line.choice === "REFUND") {
    refundLine(order, line, REFUND_REASONS.outOfStock);
    return;
  }
  if (specific?.inStock === "IN_STOCK") {
    line.shortage = {
      outcome: "REPLACED",
      replacementProductId: specific.id,
      refundReason: null,
      approvalDeadline: null,
    };
    say(
      order,
      `${nameOf(line.productId)} was out of stock, so we packed ${specific.name} instead.`,
    );
    return;
  }
  const products = catalogView(true);
  const original = products.find((product) => product.id === line.productId);
  const [best] = original ? replacementsFor(products, original) : [];
  if (!best) {
    refundLine(order, line, REFUND_REASONS.noMatch);
    return;
  }
  line.shortage = {
    outcome: "AWAITING_APPROVAL",
    replacementProductId: best.id,
    refundReason: null,
    approvalDeadline: new Date(Date.parse(nextTimestamp()) + MOCK_APPROVAL_WINDOW_MS).toISOString(),
  };
  const fromName = nameOf(line.productId);
  const formattedPrice = formatCents(
    Math.min(priceCentsOf(line.productId), dollarsToCents(best.price)),
  );
  say(order, `Replace ${fromName} with ${best.name} (${formattedPrice})?`, {
    orderProductId: orderLineId(order, index),
    fromName,
    toName: best.name,
    formattedPrice,
    status: "PENDING",
  });
}

/** The shopper's answer to an offer; a refusal's message, or null once decided. */
export function decideLine(
  order: OrderRecord,
  lineId: number,
  decision: ReplacementDecisionRequest["decision"],
): { status: 404 | 409; message: string } | null {
  const line = orderLineOf(order, lineId);
  if (!line) return { status: 404, message: "This item is not in the order." };
  const shortage = line.shortage;
  if (!shortage) return { status: 409, message: SHORTAGE_MESSAGES.notAwaiting };
  if (shortage.outcome !== "AWAITING_APPROVAL") {
    return { status: 409, message: SHORTAGE_MESSAGES.alreadyDecided };
  }
  line.shortage =
    decision === "APPROVE"
      ? { ...shortage, outcome: "REPLACED", approvalDeadline: null }
      : refundedShortage(REFUND_REASONS.rejected);
  const thread = db.orderChat[fixtureUuid("orderThread", order.id)] ?? [];
  for (const message of thread) {
    if (message.replacementOffer?.orderProductId === lineId) {
      message.replacementOffer.status = decision === "APPROVE" ? "APPROVED" : "REJECTED";
    }
  }
  return null;
}
