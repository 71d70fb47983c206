import type { Order, OrderChatMessage, ReplacementOffer } from "@/api/types";
import type { ChatMessageItem } from "@/components/ChatMessages/ChatMessages";

const OFFER_STATUS_OF_OUTCOME = {
  AWAITING_APPROVAL: "PENDING",
  REPLACED: "APPROVED",
  REFUNDED: "REJECTED",
} as const;

/**
 * An offered replacement's state as the order tells it now. The chat reads only messages newer
 * than those it holds, so a card keeps the state it was first read with; the order is current.
 */
function offerStatusNow(offer: ReplacementOffer, order?: Order): ReplacementOffer["status"] {
  const outcome = order?.orderProducts.find((line) => line.id === offer.orderProductId)?.fulfilment
    ?.outcome;
  return outcome && outcome !== "AS_ORDERED" ? OFFER_STATUS_OF_OUTCOME[outcome] : offer.status;
}

/**
 * A rider chat message as the chat list draws it, keyed by its uuid across polls and pages; an
 * offer's card follows its `order`.
 */
export function toRiderChatItem(message: OrderChatMessage, order?: Order): ChatMessageItem {
  const common = {
    id: message.uuid,
    senderId: message.senderId,
    createdAt: message.createdAt,
  };
  if (message.replacementOffer) {
    const offer = message.replacementOffer;
    return {
      ...common,
      kind: "offer",
      text: message.message,
      offer: { lineId: offer.orderProductId, status: offerStatusNow(offer, order) },
    };
  }
  return message.type === "IMAGE"
    ? { ...common, kind: "image", url: message.message }
    : { ...common, kind: "text", text: message.message };
}

/** How many of the messages came from someone other than the current user. */
export function countFromOthers(
  messages: readonly OrderChatMessage[],
  currentUserId: number | null,
): number {
  return messages.filter((message) => message.senderId !== currentUserId).length;
}

/**
 * How many of the rider's messages the customer has seen, after an answer with `fromOthers` of
 * them (null: no answer yet). The contract keeps no read state for the order chat, so the first
 * answer counts as seen (the customer may well have read it on another visit), and everything is
 * seen while the panel is open.
 */
export function seenFromOthers(
  seen: number | null,
  fromOthers: number | null,
  open: boolean,
): number | null {
  if (fromOthers === null) return seen;
  return seen === null || open ? fromOthers : seen;
}

/** The rider's messages that arrived while the panel was closed. */
export function unreadFromOthers(
  seen: number | null,
  fromOthers: number | null,
  open: boolean,
): number {
  if (open || seen === null || fromOthers === null) return 0;
  return Math.max(0, fromOthers - seen);
}
