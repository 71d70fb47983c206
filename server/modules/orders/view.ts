import type { AppContext } from "../../context";
import type { Session } from "../../http/session";
import type { Schemas } from "../../http/types";
import { formatOrderTotals } from "../../../shared/pricing";
import { cartOverlay } from "../cart";
import { loadProductSummaries } from "../catalog";
import { orderThreadUuids } from "../chat";
import { itemRowsOf, paymentRowsOf, type OrderRow } from "./repository";
import { ridersWithNames } from "./riders";
import { orderFlags } from "../../../shared/orders";
import { isOrderStatus } from "./status";

type Order = Schemas["Order"];

const invoiceNumber = (id: number) => `INV-${String(id).padStart(6, "0")}`;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The contract's Order for each row, in order, with a fixed number of queries whatever the
 * number of orders: lines, products (through the catalogue cache), payments, riders, threads.
 */
export async function orderBodies(
  context: AppContext,
  session: Session | null,
  rows: readonly OrderRow[],
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const { db } = context;
  const ids = rows.map((row) => row.id);
  const riderIds = [...new Set(rows.flatMap((row) => (row.riderId ? [row.riderId] : [])))];
  const [items, paid, riderRows, threads] = await Promise.all([
    itemRowsOf(db, ids),
    paymentRowsOf(db, ids),
    ridersWithNames(db, riderIds),
    orderThreadUuids(db, ids),
  ]);
  const products = await loadProductSummaries(
    context,
    items.map((item) => item.productId),
  );
  const overlay = await cartOverlay(context, session, products.values());
  const itemsByOrder = groupBy(items, (item) => item.orderId);
  const paymentsByOrder = groupBy(paid, (payment) => payment.orderId);
  const ridersById = new Map(riderRows.map((rider) => [rider.id, rider]));
  const threadByOrder = new Map(threads.map((thread) => [thread.orderId, thread.uuid]));
  const now = context.now();

  return rows.map((row) => {
    const rider = row.riderId ? ridersById.get(row.riderId) : undefined;
    const dispatched = row.status === "PENDING_DISPATCHED";
    const threadUuid = threadByOrder.get(row.id);
    const totals = {
      ...row,
      isServiceFeeFree: row.serviceFeeCents === 0,
      isDeliveryFeeFree: row.deliveryFeeCents === 0,
    };
    return {
      uuid: row.uuid,
      id: row.id,
      invoiceNumber: invoiceNumber(row.id),
      status: isOrderStatus(row.status) ? row.status : "PENDING_PROCESSING",
      createdAt: row.createdAt.toISOString(),
      customerName: row.customerName,
      note: row.note,
      ...formatOrderTotals(totals, row.additionalTipCents),
      ...orderFlags(row, now),
      orderProducts: (itemsByOrder.get(row.id) ?? []).flatMap((item) => {
        const product = products.get(item.productId);
        return product ? [{ id: item.id, qty: item.qty, product: overlay(product) }] : [];
      }),
      payments: (paymentsByOrder.get(row.id) ?? []).map((payment) => ({
        paymentDetail: { brand: payment.brand, last4: payment.last4 },
      })),
      rider: rider
        ? {
            firstName: rider.firstName ?? "",
            lastName: rider.lastName ?? "",
            phone: rider.phone,
            bio: rider.bio,
            pastOrders: rider.pastOrders,
            // The live position is shown only while the rider is on the way.
            latitude: dispatched ? row.riderLatitude : null,
            longitude: dispatched ? row.riderLongitude : null,
            fileResponse: rider.imageUrl ? { fullUrl: rider.imageUrl } : null,
          }
        : null,
      orderShipping: {
        leaveAtDoorstep: row.leaveAtDoorstep,
        deliveryTimeSlot: { date: row.slotDate, formattedTime: row.slotLabel },
        userAddress: { latitude: row.latitude, longitude: row.longitude },
        customerShippingAddressLine1: row.addressLine1,
        customerShippingAddressLine2: row.addressLine2,
        customerShippingCity: row.city,
        customerShippingState: row.state,
        customerShippingZip: row.zip,
      },
      orderThread: threadUuid ? { uuid: threadUuid } : null,
    };
  });
}

export async function orderBody(
  context: AppContext,
  session: Session | null,
  row: OrderRow,
): Promise<Order> {
  const [body] = await orderBodies(context, session, [row]);
  if (!body) throw new Error(`Order ${row.uuid} has no body`);
  return body;
}
