import { nextOrderStatus, noFurtherStepMessage } from "../../../shared/orders";
import {
  CUSTOMER_PHONE,
  centsToDollars,
  dollarsToCents,
  findCatalogProduct,
  restockNotificationFixture,
  smsMessageFixture,
} from "../fixtures";
import { db, newId, nextTimestamp } from "../db";
import { http } from "../http";
import { errorBody } from "../session";
import { findOrderRecord, orderView } from "../views";
import { shortageTarget, shortLine } from "./shortages";

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

  http.post("/dev/orders/{id}/shortages", async ({ request, params, response }) => {
    const order = findOrderRecord(params.id);
    if (!order) return response(404).json(errorBody("Order not found."));
    const { productId } = await request.json();
    const target = shortageTarget(order, productId);
    if (typeof target !== "number") return response(target.status).json(errorBody(target.message));
    shortLine(order, target);
    return response(200).json({ data: orderView(order) });
  }),

  // The mock's sandbox: the order's charge at checkout, and one refund per line that gave money back.
  http.get("/dev/sandbox-payments", ({ query, response }) => {
    const order = findOrderRecord(query.get("order") ?? "");
    if (!order) return response(200).json({ data: [] });
    const view = orderView(order);
    const cents = (formatted: string) => dollarsToCents(Number(formatted.replace(/[$,]/g, "")));
    const movement = (
      kind: "charge" | "refund",
      formattedAmount: string,
      reference: string,
      idempotencyKey: string,
    ) => ({
      kind,
      amount: centsToDollars(cents(formattedAmount)),
      formattedAmount,
      reference,
      idempotencyKey,
      createdAt: order.createdAt,
    });
    const charge = movement(
      "charge",
      view.formattedTotal,
      `pi_mock_${order.id}`,
      `checkout-${order.uuid}`,
    );
    const refunds = view.orderProducts.flatMap((line) => {
      const refund = line.fulfilment?.formattedRefundAmount;
      if (!refund || cents(refund) === 0) return [];
      return [movement("refund", refund, `re_mock_${line.id}`, `shortage-${line.id}`)];
    });
    return response(200).json({ data: [charge, ...refunds] });
  }),

  // What the server's restock does, at once: the product is in stock again (a second call answers
  // 409) and a customer waiting for it hears of it once, in the inbox and, with Personalized SMS
  // on, by text; the request is then spent.
  http.post("/dev/products/{id}/restock", ({ params, response }) => {
    const id = Number(params.id);
    const product = findCatalogProduct(id);
    if (!product) return response(404).json(errorBody("Product not found."));
    if (product.inStock === "IN_STOCK" || db.restockedProductIds.includes(id)) {
      return response(409).json(errorBody("The product is already in stock."));
    }
    db.restockedProductIds.push(id);
    if (!db.restockRequests.includes(id)) return response(204).empty();
    db.restockRequests = db.restockRequests.filter((requested) => requested !== id);
    const createdAt = nextTimestamp();
    const notification = restockNotificationFixture(id, { id: newId(), createdAt });
    db.inbox = [notification, ...db.inbox];
    if (db.notificationSettings.personalizedSmsNotifications) {
      db.smsOutbox.unshift(
        smsMessageFixture({ recipient: CUSTOMER_PHONE, body: notification.body, createdAt }),
      );
    }
    return response(204).empty();
  }),
];
