/**
 * The events the database announces on EVENTS_CHANNEL (its triggers, migration
 * 0014_live-events-notify.sql), as this process reads them.
 */

export const EVENTS_CHANNEL = "storefront_events";

/** An order's row changed in a way its customer sees (status, rider position, an action). */
export interface OrderChanged {
  kind: "order";
  orderUuid: string;
  userId: number;
}

/** A chat message was written; `createdAt` may lie ahead (a reply written ahead of its time). */
export interface ChatMessageWritten {
  kind: "chat-message";
  threadKind: "ORDER" | "SUPPORT";
  userId: number;
  /** The order of a rider chat; null for the support chat. */
  orderUuid: string | null;
  threadUuid: string;
  messageUuid: string;
  createdAt: Date;
}

/**
 * The listening connection was lost and is back: what changed meanwhile was not heard, so every
 * listener reads its state again.
 */
export interface MissedEvents {
  kind: "missed";
}

export type StoreEvent = OrderChanged | ChatMessageWritten | MissedEvents;

type Fields = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";
const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value);

/** The event a notification's payload announces, or null for one this version does not know. */
export function parseStoreEvent(payload: string): OrderChanged | ChatMessageWritten | null {
  let fields: Fields;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== "object" || parsed === null) return null;
    fields = parsed as Fields;
  } catch {
    return null;
  }
  if (fields.kind === "order" && isText(fields.orderUuid) && isId(fields.userId)) {
    return { kind: "order", orderUuid: fields.orderUuid, userId: fields.userId };
  }
  const createdAt = isText(fields.createdAt) ? new Date(fields.createdAt) : null;
  if (
    fields.kind === "chat-message" &&
    (fields.threadKind === "ORDER" || fields.threadKind === "SUPPORT") &&
    isId(fields.userId) &&
    (fields.orderUuid === null || isText(fields.orderUuid)) &&
    isText(fields.threadUuid) &&
    isText(fields.messageUuid) &&
    createdAt !== null &&
    !Number.isNaN(createdAt.getTime())
  ) {
    return {
      kind: "chat-message",
      threadKind: fields.threadKind,
      userId: fields.userId,
      orderUuid: fields.orderUuid,
      threadUuid: fields.threadUuid,
      messageUuid: fields.messageUuid,
      createdAt,
    };
  }
  return null;
}

/** The topics an event is published under: its order's, and for a chat its customer's. */
export function topicsOf(event: OrderChanged | ChatMessageWritten): string[] {
  if (event.kind === "order") return [orderTopic(event.orderUuid)];
  const topics = [customerTopic(event.userId)];
  if (event.orderUuid) topics.push(orderTopic(event.orderUuid));
  return topics;
}

/** Everything that happens to one order (its changes and its rider chat's messages). */
export const orderTopic = (orderUuid: string) => `order:${orderUuid}`;

/** Everything of one customer's chats, the support chat included. */
export const customerTopic = (userId: number) => `customer:${userId}`;
