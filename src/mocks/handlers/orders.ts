import type { PurchasePeriod } from "@/api/types";
import { idempotencyKeyReusedMessage } from "../../../shared/errors";
import { db } from "../db";
import {
  additionalTipsAfter,
  centsToDollars,
  dollarsToCents,
  orderFlags,
  previouslyBoughtItems,
  tipCents,
  type OrderRecord,
} from "../fixtures";
import { http } from "../http";
import { earlierCall, IDEMPOTENCY_KEY_MESSAGE, idempotencyKeyOf } from "../idempotency";
import { pageOf } from "../params";
import { errorBody } from "../session";
import { findOrderRecord, orderView } from "../views";

export const ORDER_NOT_FOUND_MESSAGE = "Order not found";
export const TIP_KEY_REUSED_MESSAGE = idempotencyKeyReusedMessage("tip");

/** Order Again: each longer period reveals more of the (fixed) purchase history. */
const ITEMS_BOUGHT_IN: Record<PurchasePeriod, number> = {
  lastWeek: 3,
  lastMonth: 5,
  last3Months: 7,
  currentYear: 8,
};

const problem = {
  404: errorBody(ORDER_NOT_FOUND_MESSAGE),
  409: errorBody("This order can no longer be changed that way."),
};

/** The order for an action its flag allows, or the status to answer. */
function orderFor(
  id: string,
  action: keyof ReturnType<typeof orderFlags>,
): OrderRecord | 404 | 409 {
  const order = findOrderRecord(id);
  if (!order) return 404;
  return orderFlags(order.status, order.rated)[action] ? order : 409;
}

export const ordersHandlers = [
  http.get("/orders/ui", ({ query, response }) => {
    const statuses = query.get("statuses")?.split(",");
    const orders = db.orders
      .filter((order) => !statuses || statuses.includes(order.status))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(orderView);
    return response(200).json(pageOf(orders, query));
  }),

  // Before "/orders/ui/{id}", which would otherwise catch this path too.
  http.get("/orders/ui/previously-bought-items", ({ query, response }) => {
    const period = query.get("period") ?? "lastWeek";
    return response(200).json(
      pageOf(previouslyBoughtItems.slice(0, ITEMS_BOUGHT_IN[period]), query),
    );
  }),

  http.get("/orders/ui/{id}", ({ params, response }) => {
    const order = findOrderRecord(params.id);
    if (!order) return response(404).json(problem[404]);
    return response(200).json({ data: orderView(order) });
  }),

  http.put("/orders/ui/cancel/{id}", ({ params, response }) => {
    const order = orderFor(params.id, "canCancel");
    if (typeof order === "number") return response(order).json(problem[order]);
    order.status = "CANCELLED";
    return response(200).json({ data: orderView(order) });
  }),

  http.post("/orders/ui/rate/{id}", ({ params, response }) => {
    const order = orderFor(params.id, "canRate");
    if (typeof order === "number") return response(order).json(problem[order]);
    order.rated = true;
    return response(200).json({ data: orderView(order) });
  }),

  http.put("/orders/ui/delivery-instructions/{id}", async ({ request, params, response }) => {
    const order = orderFor(params.id, "canUpdateDeliveryInstructions");
    if (typeof order === "number") return response(order).json(problem[order]);
    const { note, leaveAtDoorstep } = await request.json();
    Object.assign(order, { note: note.trim() === "" ? null : note, leaveAtDoorstep });
    return response(200).json({ data: orderView(order) });
  }),

  http.put("/orders/ui/additional-tip/{id}", async ({ request, params, response }) => {
    const order = orderFor(params.id, "canAddAdditionalTip");
    if (typeof order === "number") return response(order).json(problem[order]);
    const key = idempotencyKeyOf(request);
    if (!key) return response(400).json(errorBody(IDEMPOTENCY_KEY_MESSAGE));
    const { tipAmount } = await request.json();
    const addedCents = tipCents(tipAmount);
    if (addedCents === null) return response(400).json(errorBody("Enter a valid amount"));
    // As on the server: a repeat of a tip answers the order again without a second tip.
    const sent = JSON.stringify({ id: params.id, tipAmount });
    const earlier = earlierCall("tips", key, sent);
    if (earlier === "reused") return response(409).json(errorBody(TIP_KEY_REUSED_MESSAGE));
    if (earlier) return response(200).json({ data: orderView(order) });
    const added = additionalTipsAfter(dollarsToCents(order.additionalTipAmount), addedCents);
    if ("refusal" in added) return response(422).json(errorBody(added.refusal));
    order.additionalTipAmount = centsToDollars(added.totalCents);
    db.tips[key] = { body: sent, orderUuid: order.uuid };
    return response(200).json({ data: orderView(order) });
  }),
];
