import type { ModuleHandlers, Schemas } from "../../http/types";
import { notFound } from "../../http/errors";
import { requireUserId } from "../../http/session";
import { loadProductSummaryList, personalise } from "../catalog/products";
import { cancelOrder, rateOrder, updateDeliveryInstructions } from "./actions";
import { idempotencyKeyOf } from "../../idempotency/claims";
import { findOwnOrder, listOrderRows, previouslyBoughtRows } from "./repository";
import { addAdditionalTip } from "./tips";
import { orderBodies, orderBody } from "./view";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of an Order Again period, counted back from now. */
function periodStart(period: Schemas["PurchasePeriod"], now: Date): Date {
  switch (period) {
    case "lastMonth":
      return new Date(now.getTime() - 30 * DAY_MS);
    case "last3Months":
      return new Date(now.getTime() - 90 * DAY_MS);
    case "currentYear":
      return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
    default:
      return new Date(now.getTime() - 7 * DAY_MS);
  }
}

const meta = (page: number, total: number, size: number) => ({
  currentPage: page,
  totalPages: Math.ceil(total / size),
});

export const orderHandlers: ModuleHandlers<
  | "listOrders"
  | "listPreviouslyBoughtItems"
  | "getOrder"
  | "cancelOrder"
  | "rateOrder"
  | "updateDeliveryInstructions"
  | "addAdditionalTip"
> = (context) => ({
  listOrders: async ({ query, session }) => {
    const user = requireUserId(session);
    const page = { page: query.page ?? 1, size: query.size ?? 20 };
    const statuses = query.statuses ? [...new Set(query.statuses.split(","))] : null;
    const { rows, total } = await listOrderRows(context.db, user, statuses, page);
    return {
      data: await orderBodies(context, session, rows),
      meta: meta(page.page, total, page.size),
    };
  },

  listPreviouslyBoughtItems: async ({ query, session }) => {
    const user = requireUserId(session);
    const page = { page: query.page ?? 1, size: query.size ?? 20 };
    const since = periodStart(query.period ?? "lastWeek", context.now());
    const { rows, total } = await previouslyBoughtRows(context.db, user, since, page);
    const products = await personalise(
      context,
      session,
      await loadProductSummaryList(
        context,
        rows.map((row) => row.productId),
      ),
    );
    const orderOf = new Map(rows.map((row) => [row.productId, row.orderUuid]));
    return {
      data: products.map((product) => ({ uuid: orderOf.get(product.id) ?? "", product })),
      meta: meta(page.page, total, page.size),
    };
  },

  getOrder: async ({ params, session }) => {
    const order = await findOwnOrder(context.db, requireUserId(session), params.id);
    if (!order) throw notFound("Order not found.");
    return { data: await orderBody(context, session, order) };
  },

  cancelOrder: async ({ params, session }) => ({
    data: await orderBody(
      context,
      session,
      await cancelOrder(context, requireUserId(session), params.id),
    ),
  }),

  rateOrder: async ({ params, body, session }) => ({
    data: await orderBody(
      context,
      session,
      await rateOrder(context, requireUserId(session), params.id, body),
    ),
  }),

  updateDeliveryInstructions: async ({ params, body, session }) => ({
    data: await orderBody(
      context,
      session,
      await updateDeliveryInstructions(context, requireUserId(session), params.id, body),
    ),
  }),

  addAdditionalTip: async ({ params, body, session, request }) => ({
    data: await orderBody(
      context,
      session,
      await addAdditionalTip(
        context,
        requireUserId(session),
        params.id,
        body.tipAmount,
        idempotencyKeyOf(request.headers),
      ),
    ),
  }),
});
