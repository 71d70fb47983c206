import type { PurchasePeriod } from "@/api/types";
import { additionalTipsAfter, centsToDollars, dollarsToCents } from "../../../shared/pricing";
import { ISSUE_REFUSALS, isIssueReason, type OrderFlags } from "../../../shared/orders";
import {
  flagsOfRecord,
  previouslyBoughtItems,
  reportIssueOnRecord,
  type OrderRecord,
} from "../fixtures";
import { db, nextTimestamp } from "../db";
import { http } from "../http";
import { pageOf } from "../params";
import { errorBody } from "../session";
import { findOrderRecord, orderView } from "../views";
import { decideLine } from "./shortages";

type ReportedItem = { orderProductId: number; qty: number };

const isReportedItem = (item: unknown): item is ReportedItem => {
  if (typeof item !== "object" || item === null) return false;
  const { orderProductId, qty } = item as Record<string, unknown>;
  return Number.isInteger(orderProductId) && Number.isInteger(qty) && (qty as number) >= 1;
};

/** The reported lines of a report's form, or null when they are not a list of lines and counts. */
function reportedItems(text: unknown): ReportedItem[] | null {
  try {
    const parsed: unknown = typeof text === "string" ? JSON.parse(text) : null;
    return Array.isArray(parsed) && parsed.every(isReportedItem) ? parsed : null;
  } catch {
    return null;
  }
}

/** Order Again: each longer period reveals more of the (fixed) purchase history. */
const ITEMS_BOUGHT_IN: Record<PurchasePeriod, number> = {
  lastWeek: 3,
  lastMonth: 5,
  last3Months: 7,
  currentYear: 8,
};

const NOT_FOUND = errorBody("Order not found");
/** An action the order's flags no longer allow: the app reloads the order on it. */
const REFUSED = errorBody("This order can no longer be changed that way.");

/** The order, when its flags allow the action. */
function orderFor(id: string, action: keyof OrderFlags): OrderRecord | null {
  const order = findOrderRecord(id);
  return order && flagsOfRecord(order)[action] ? order : null;
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
    if (!order) return response(404).json(NOT_FOUND);
    return response(200).json({ data: orderView(order) });
  }),

  // The mock store streams the order as it is and ends the stream: the app then polls, as it does
  // while a real stream is down, so stories of an order on its way move as before.
  http.get("/orders/ui/events/{id}", ({ params, response }) => {
    const order = findOrderRecord(params.id);
    if (!order) return response(404).json(NOT_FOUND);
    return response(200).text(`event: order\ndata: ${JSON.stringify(orderView(order))}\n\n`, {
      headers: { "content-type": "text/event-stream" },
    });
  }),

  http.put("/orders/ui/cancel/{id}", ({ params, response }) => {
    const order = orderFor(params.id, "canCancel");
    if (!order) return response(409).json(REFUSED);
    order.status = "CANCELLED";
    return response(200).json({ data: orderView(order) });
  }),

  http.post("/orders/ui/rate/{id}", ({ params, response }) => {
    const order = orderFor(params.id, "canRate");
    if (!order) return response(409).json(REFUSED);
    order.rated = true;
    return response(200).json({ data: orderView(order) });
  }),

  http.put("/orders/ui/delivery-instructions/{id}", async ({ request, params, response }) => {
    const order = orderFor(params.id, "canUpdateDeliveryInstructions");
    if (!order) return response(409).json(REFUSED);
    const { note, leaveAtDoorstep } = await request.json();
    Object.assign(order, { note: note.trim() === "" ? null : note, leaveAtDoorstep });
    return response(200).json({ data: orderView(order) });
  }),

  http.put("/orders/ui/additional-tip/{id}", async ({ request, params, response }) => {
    const order = orderFor(params.id, "canAddAdditionalTip");
    if (!order) return response(409).json(REFUSED);
    // A retry under the key of a tip already added answers the order without a second tip.
    const key = request.headers.get("Idempotency-Key") ?? "";
    if (db.tips[key]) return response(200).json({ data: orderView(order) });
    const { tipAmount } = await request.json();
    const carried = dollarsToCents(order.additionalTipAmount);
    const added = additionalTipsAfter(carried, dollarsToCents(tipAmount));
    if ("refusal" in added) return response(422).json(errorBody(added.refusal));
    order.additionalTipAmount = centsToDollars(added.totalCents);
    db.tips[key] = order.uuid;
    return response(200).json({ data: orderView(order) });
  }),

  http.post(
    "/orders/ui/replacements/{id}/{orderProductId}",
    async ({ request, params, response }) => {
      const order = findOrderRecord(params.id);
      if (!order) return response(404).json(NOT_FOUND);
      const { decision } = await request.json();
      const refused = decideLine(order, Number(params.orderProductId), decision);
      if (refused) return response(refused.status).json(errorBody(refused.message));
      return response(200).json({ data: orderView(order) });
    },
  ),

  // docs/replacements.md § Report a problem after delivery, in small (reportIssueOnRecord).
  http.post("/orders/ui/issues/{id}", async ({ request, params, response }) => {
    const order = findOrderRecord(params.id);
    if (!order) return response(404).json(NOT_FOUND);
    const key = request.headers.get("Idempotency-Key") ?? "";
    if (db.issueReports[key] === order.uuid) return response(200).json({ data: orderView(order) });
    const form = await request.formData();
    const reason = form.get("reason");
    if (!isIssueReason(reason)) return response(422).json(errorBody(ISSUE_REFUSALS.badReason));
    const items = reportedItems(form.get("items"));
    if (!items) return response(422).json(errorBody(ISSUE_REFUSALS.malformedItems));
    if (items.length === 0) return response(422).json(errorBody(ISSUE_REFUSALS.noItems));
    const reported = reportIssueOnRecord(order, reason, items, nextTimestamp());
    if ("status" in reported) return response(reported.status).json(errorBody(reported.message));
    db.issueReports[key] = order.uuid;
    return response(200).json({ data: orderView(order) });
  }),
];
