import type { OrderStatus } from "@/api/types";
import { db } from "../db";
import { http } from "../http";
import { errorBody } from "../session";
import { findOrderRecord } from "../views";

const OUTBOX_LIMIT = 50;

/**
 * The lifecycle the fulfilment simulator walks, one step per call. TO_REVIEW waits for the
 * shopper's rating (COMPLETED comes only from rating); cancelled and returned orders stay put.
 */
const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  PENDING_PROCESSING: "PENDING_ACCEPTED",
  PENDING_ACCEPTED: "PENDING_IN_PREPARATION",
  PENDING_IN_PREPARATION: "PENDING_DISPATCHED",
  PENDING_DISPATCHED: "SHIPPED",
  SHIPPED: "TO_REVIEW",
};

export const devHandlers = [
  http.get("/dev/sms-outbox", ({ query, response }) => {
    const recipient = query.get("recipient");
    const messages = db.smsOutbox.filter((sms) => !recipient || sms.recipient === recipient);
    return response(200).json({ data: messages.slice(0, OUTBOX_LIMIT) });
  }),

  http.post("/dev/orders/{id}/advance", ({ params, response }) => {
    const order = findOrderRecord(params.id);
    if (!order) return response(404).json(errorBody("Order not found."));
    const next = NEXT_STATUS[order.status];
    if (!next) {
      return response(409).json(
        errorBody(`This order has no further step: it is ${order.status}.`),
      );
    }
    order.status = next;
    return response(200).json({ data: { uuid: order.uuid, status: next } });
  }),
];
