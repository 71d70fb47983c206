import { nextOrderStatus, noFurtherStepMessage } from "../../../shared/orders";
import { db } from "../db";
import { http } from "../http";
import { errorBody } from "../session";
import { findOrderRecord } from "../views";

const OUTBOX_LIMIT = 50;

export const devHandlers = [
  http.get("/dev/sms-outbox", ({ query, response }) => {
    const recipient = query.get("recipient");
    const messages = db.smsOutbox.filter((sms) => !recipient || sms.recipient === recipient);
    return response(200).json({ data: messages.slice(0, OUTBOX_LIMIT) });
  }),

  http.post("/dev/orders/{id}/advance", ({ params, response }) => {
    const order = findOrderRecord(params.id);
    if (!order) return response(404).json(errorBody("Order not found."));
    const next = nextOrderStatus(order.status);
    if (!next) return response(409).json(errorBody(noFurtherStepMessage(order.status)));
    order.status = next;
    return response(200).json({ data: { uuid: order.uuid, status: next } });
  }),
];
