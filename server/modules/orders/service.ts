import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { requireUserId, type Session } from "../../http/session";
import type { Schemas } from "../../http/types";
import { uuidFrom } from "../../lib/uuidFrom";
import { personalise } from "../cart";
import { loadProductSummaryList } from "../catalog";
import { findOwnOrder, listOrderRows, previouslyBoughtRows, type OrderRow } from "./repository";
import { orderBodies } from "./view";

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

interface PageQuery {
  page?: number;
  size?: number;
}

/** The caller's orders, newest first, optionally only some statuses. */
export async function listOwnOrders(
  context: AppContext,
  session: Session | null,
  query: PageQuery & { statuses?: string },
) {
  const page = { page: query.page ?? 1, size: query.size ?? 20 };
  const statuses = query.statuses ? [...new Set(query.statuses.split(","))] : null;
  const { rows, total } = await listOrderRows(context.db, requireUserId(session), statuses, page);
  return {
    data: await orderBodies(context, session, rows),
    meta: meta(page.page, total, page.size),
  };
}

/**
 * A bought item's own uuid: derived from the customer and the product, so the item keeps it in
 * every period, on every page and after the product is bought again (the contract's
 * PreviouslyBoughtItem.uuid). Not its order's uuid, which several items share.
 */
export function previouslyBoughtItemUuid(userId: number, productId: number): string {
  return uuidFrom("previously-bought-item", userId, productId);
}

/** Order Again: each product bought in the period once, the most recently bought first. */
export async function listPreviouslyBought(
  context: AppContext,
  session: Session | null,
  query: PageQuery & { period?: Schemas["PurchasePeriod"] },
) {
  const page = { page: query.page ?? 1, size: query.size ?? 20 };
  const since = periodStart(query.period ?? "lastWeek", context.now());
  const userId = requireUserId(session);
  const { rows, total } = await previouslyBoughtRows(context.db, userId, since, page);
  const products = await personalise(
    context,
    session,
    await loadProductSummaryList(
      context,
      rows.map((row) => row.productId),
    ),
  );
  return {
    data: products.map((product) => ({
      uuid: previouslyBoughtItemUuid(userId, product.id),
      product,
    })),
    meta: meta(page.page, total, page.size),
  };
}

/** The caller's order; someone else's answers 404 like none. */
export async function findOwnOrderOr404(
  context: AppContext,
  userId: number,
  uuid: string,
): Promise<OrderRow> {
  const order = await findOwnOrder(context.db, userId, uuid);
  if (!order) throw notFound("Order not found.");
  return order;
}
