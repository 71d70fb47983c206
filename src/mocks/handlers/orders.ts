import type { OrderStatus, PurchasePeriod } from "@/api/types";
import { idempotencyKeyReusedMessage } from "../../../shared/errors";
import { db } from "../db";
import {
  additionalTipCapRefusal,
  centsToDollars,
  dollarsToCents,
  orderFlags,
  previouslyBoughtItems,
  tipCents,
  type OrderRecord,
} from "../fixtures";
import { http } from "../http";
import { earlierCall, IDEMPOTENCY_KEY_MESSAGE, idempotencyKeyOf } from "../idempotency";
import { isUuid, paginate, readPaging } from "../params";
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

const ORDER_STATUSES: readonly OrderStatus[] = [
  "PENDING_PROCESSING",
  "PENDING_ACCEPTED",
  "PENDING_IN_PREPARATION",
  "PENDING_DISPATCHED",
  "SHIPPED",
  "TO_REVIEW",
  "CANCELLED",
  "RETURNED",
  "COMPLETED",
];

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

function isPurchasePeriod(value: string): value is PurchasePeriod {
  return Object.hasOwn(ITEMS_BOUGHT_IN, value);
}

/** The order the path names, or why there is none: 400 for a malformed uuid, 404 when unknown. */
function orderAt(id: string): OrderRecord | 400 | 404 {
  if (!isUuid(id)) return 400;
  return findOrderRecord(id) ?? 404;
}

const problem = {
  400: errorBody("The order id must be a uuid"),
  404: errorBody(ORDER_NOT_FOUND_MESSAGE),
  409: errorBody("This order can no longer be changed that way."),
};

type OrderAction = keyof ReturnType<typeof orderFlags>;

/** The customer's order for an action its flag allows, or why not (the status to answer). */
function orderFor(id: string, action: OrderAction): OrderRecord | 400 | 404 | 409 {
  const order = orderAt(id);
  if (typeof order === "number") return order;
  return orderFlags(order.status, order.rated)[action] ? order : 409;
}

export const ordersHandlers = [
  http.get("/orders/ui", ({ query, response }) => {
    const paging = readPaging(query.get("page"), query.get("size"));
    const statuses = query.get("statuses")?.split(",");
    if (!paging || (statuses && !statuses.every(isOrderStatus))) {
      return response(400).json(errorBody("Invalid statuses, page or size"));
    }
    const orders = db.orders
      .filter((order) => !statuses || statuses.includes(order.status))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(orderView);
    return response(200).json(paginate(orders, paging));
  }),

  // Before "/orders/ui/{id}", which would otherwise catch this path too.
  http.get("/orders/ui/previously-bought-items", ({ query, response }) => {
    const paging = readPaging(query.get("page"), query.get("size"));
    const period = query.get("period") ?? "lastWeek";
    if (!paging || !isPurchasePeriod(period)) {
      return response(400).json(errorBody("Invalid period, page or size"));
    }
    const items = previouslyBoughtItems.slice(0, ITEMS_BOUGHT_IN[period]);
    return response(200).json(paginate(items, paging));
  }),

  http.get("/orders/ui/{id}", ({ params, response }) => {
    const order = orderAt(params.id);
    if (typeof order === "number") return response(order).json(problem[order]);
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
    order.note = note.trim() === "" ? null : note;
    order.leaveAtDoorstep = leaveAtDoorstep;
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
    const carriedCents = dollarsToCents(order.additionalTipAmount);
    const refusal = additionalTipCapRefusal(carriedCents, addedCents);
    if (refusal) return response(422).json(errorBody(refusal));
    order.additionalTipAmount = centsToDollars(carriedCents + addedCents);
    db.tips[key] = { body: sent, orderUuid: order.uuid };
    return response(200).json({ data: orderView(order) });
  }),
];
