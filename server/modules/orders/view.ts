import type { AppContext } from "../../context";
import type { Session } from "../../http/session";
import type { Schemas } from "../../http/types";
import { formatCents, formatOrderTotals } from "../../../shared/pricing";
import { cartOverlay } from "../cart";
import { loadProductSummaries } from "../catalog";
import { orderThreadUuids } from "../chat";
import { itemRowsOf, paymentRowsOf, type OrderRow } from "./repository";
import { ridersWithNames } from "./riders";
import { isIssueReason, orderFlags } from "../../../shared/orders";
import { isOrderStatus } from "./status";
import { reportsOfOrders, type IssueReportRow } from "./issueReportRepository";
import { reportableNow } from "./issueReports";

type Order = Schemas["Order"];
type ItemRow = Awaited<ReturnType<typeof itemRowsOf>>[number];
type Summary = Schemas["ProductSummary"];

const OUTCOMES: ReadonlySet<string> = new Set(["AWAITING_APPROVAL", "REPLACED", "REFUNDED"]);
const CHOICES: ReadonlySet<string> = new Set(["BEST_MATCH", "SPECIFIC_ITEM", "REFUND"]);

const isOutcome = (value: string | null): value is Schemas["OrderLineOutcome"] =>
  value !== null && OUTCOMES.has(value);
const isChoice = (value: string): value is Schemas["IfUnavailableChoice"] => CHOICES.has(value);

/** What a line gives back: its goods and their tax (docs/replacements.md § Money). */
const lineRefundCents = (item: ItemRow) => item.refundCents + item.refundTaxCents;

/** A short line's outcome and money; undefined for a line picked as ordered. */
function fulfilmentOf(
  item: ItemRow,
  replacement: Summary | null,
): Schemas["OrderLineFulfilment"] | undefined {
  if (!isOutcome(item.fulfilment)) return undefined;
  const refunded = item.fulfilment === "REFUNDED";
  const unitCents = refunded ? null : (item.chargedPriceCents ?? item.priceCents);
  return {
    outcome: item.fulfilment,
    replacement: refunded ? null : replacement,
    formattedReplacementPrice: unitCents === null ? null : formatCents(unitCents),
    formattedChargedTotal: formatCents(unitCents === null ? 0 : unitCents * item.qty),
    formattedRefundAmount: formatCents(lineRefundCents(item)),
    refundReason: item.refundReason,
    approvalDeadline:
      item.fulfilment === "AWAITING_APPROVAL" && item.approvalDeadline
        ? item.approvalDeadline.toISOString()
        : null,
  };
}

export const invoiceNumber = (id: number) => `INV-${String(id).padStart(6, "0")}`;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const totalsOf = (row: OrderRow) => ({
  ...row,
  isServiceFeeFree: row.serviceFeeCents === 0,
  isDeliveryFeeFree: row.deliveryFeeCents === 0,
});

const REPORT_OUTCOMES: ReadonlySet<string> = new Set(["REFUNDED", "SENT_TO_SUPPORT"]);
const isReportOutcome = (value: string): value is Schemas["IssueReportOutcome"] =>
  REPORT_OUTCOMES.has(value);

/** What a report gave back: its goods and their tax. */
const reportRefundCents = (report: IssueReportRow) => report.refundCents + report.refundTaxCents;

/** A problem report as the order shows it (docs/replacements.md § Report a problem after delivery). */
const issueReportOf = (report: IssueReportRow): Schemas["IssueReport"] => ({
  id: report.id,
  createdAt: report.createdAt.toISOString(),
  reason: isIssueReason(report.reason) ? report.reason : "MISSING",
  outcome: isReportOutcome(report.outcome) ? report.outcome : "SENT_TO_SUPPORT",
  formattedRefundAmount: formatCents(reportRefundCents(report)),
  items: report.items.map((line) => ({ orderProductId: line.orderItemId, qty: line.qty })),
  explanation: report.explanation,
});

/** The order's Total as the summary shows it: every tip in. */
const finalTotalCents = (row: OrderRow) => row.totalCents + row.additionalTipCents;

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
  const [items, paid, riderRows, threads, reports] = await Promise.all([
    itemRowsOf(db, ids),
    paymentRowsOf(db, ids),
    ridersWithNames(db, riderIds),
    orderThreadUuids(db, ids),
    reportsOfOrders(db, ids),
  ]);
  const products = await loadProductSummaries(
    context,
    items.flatMap((item) => [
      item.productId,
      ...(item.replacementProductId === null ? [] : [item.replacementProductId]),
      ...(item.fulfilledProductId === null ? [] : [item.fulfilledProductId]),
    ]),
  );
  const overlay = await cartOverlay(context, session, products.values());
  const itemsByOrder = groupBy(items, (item) => item.orderId);
  const paymentsByOrder = groupBy(paid, (payment) => payment.orderId);
  const ridersById = new Map(riderRows.map((rider) => [rider.id, rider]));
  const threadByOrder = new Map(threads.map((thread) => [thread.orderId, thread.uuid]));
  const reportsByOrder = groupBy(reports, (report) => report.orderId);
  const now = context.now();

  return rows.map((row) => {
    const rider = row.riderId ? ridersById.get(row.riderId) : undefined;
    const dispatched = row.status === "PENDING_DISPATCHED";
    const threadUuid = threadByOrder.get(row.id);
    const lines = itemsByOrder.get(row.id) ?? [];
    const orderReports = reportsByOrder.get(row.id) ?? [];
    // The Refunds line: short lines' refunds and those of problem reports after delivery.
    const refundCents =
      lines.reduce((sum, item) => sum + lineRefundCents(item), 0) +
      orderReports.reduce((sum, report) => sum + reportRefundCents(report), 0);
    const summaryOf = (id: number | null) => {
      const product = id === null ? undefined : products.get(id);
      return product ? overlay(product) : null;
    };
    const formatted = formatOrderTotals(totalsOf(row), row.additionalTipCents);
    return {
      uuid: row.uuid,
      id: row.id,
      invoiceNumber: invoiceNumber(row.id),
      status: isOrderStatus(row.status) ? row.status : "PENDING_PROCESSING",
      createdAt: row.createdAt.toISOString(),
      customerName: row.customerName,
      note: row.note,
      ...formatted,
      // Final Payment is what the card pays in the end: the Total less the items' refunds.
      formattedFinalPayment: formatCents(finalTotalCents(row) - refundCents),
      formattedRefundAmount: formatCents(refundCents),
      replacedCount: lines.filter((item) => item.fulfilment === "REPLACED").length,
      refundedCount: lines.filter((item) => item.fulfilment === "REFUNDED").length,
      ...orderFlags(row, now),
      orderProducts: lines.flatMap((item) => {
        const product = products.get(item.productId);
        if (!product) return [];
        const fulfilment = fulfilmentOf(item, summaryOf(item.fulfilledProductId));
        return [
          {
            id: item.id,
            qty: item.qty,
            product: overlay(product),
            ...(isChoice(item.ifUnavailable)
              ? {
                  ifUnavailable: {
                    choice: item.ifUnavailable,
                    replacement:
                      item.ifUnavailable === "SPECIFIC_ITEM"
                        ? summaryOf(item.replacementProductId)
                        : null,
                  },
                }
              : {}),
            ...(fulfilment ? { fulfilment } : {}),
          },
        ];
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
      canReportIssue: reportableNow(context, row, orderReports.length, now),
      issueReports: orderReports.map(issueReportOf),
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
