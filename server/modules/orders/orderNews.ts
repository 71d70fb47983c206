import type { Executor } from "../../db/client";
import { addInboxNotifications } from "../users";
import { invoiceNumber } from "./view";

/**
 * The order news of the notification inbox (docs/restock-alerts.md § What writes to the inbox):
 * each step of an order its customer sees, and its cancellation. Written in the transaction
 * that changes the order, so the news exists exactly when the change committed; it adds a row to
 * the inbox, never a change of the order's row.
 */

interface News {
  title: string;
  body: (invoice: string) => string;
}

const STATUS_NEWS: Readonly<Record<string, News>> = {
  PENDING_ACCEPTED: {
    title: "Order accepted",
    body: (invoice) => `We accepted your order ${invoice} and will prepare it soon.`,
  },
  PENDING_IN_PREPARATION: {
    title: "Order being prepared",
    body: (invoice) => `We are packing your order ${invoice}.`,
  },
  PENDING_DISPATCHED: {
    title: "Order on its way",
    body: (invoice) => `Your order ${invoice} left the store and is on its way to you.`,
  },
  SHIPPED: {
    title: "Order delivered",
    body: (invoice) => `Your order ${invoice} was delivered. Enjoy, and rate it when you can.`,
  },
  CANCELLED: {
    title: "Order cancelled",
    body: (invoice) =>
      `Your order ${invoice} was cancelled. What you paid is refunded to your card within 24 to 48 hours.`,
  },
};

/** The inbox's title and body for an order reaching `status`, or null for a step it keeps quiet. */
export function orderStatusNews(
  status: string,
  orderId: number,
): { title: string; body: string } | null {
  const news = Object.hasOwn(STATUS_NEWS, status) ? STATUS_NEWS[status] : undefined;
  return news ? { title: news.title, body: news.body(invoiceNumber(orderId)) } : null;
}

/** Tells the order's customer, in the inbox, that it reached `status` (when that is news). */
export async function tellOrderStatus(
  tx: Executor,
  order: { id: number; userId: number },
  status: string,
  at: Date,
): Promise<void> {
  const news = orderStatusNews(status, order.id);
  if (!news) return;
  await addInboxNotifications(tx, [
    { userId: order.userId, kind: "ORDER_STATUS", orderId: order.id, createdAt: at, ...news },
  ]);
}
