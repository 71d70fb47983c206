import { createHash, randomUUID } from "node:crypto";
import type { AppContext } from "../../context";
import type { Executor, Transaction } from "../../db/client";
import { conflict, HttpError, notFound, unauthorized, unprocessable } from "../../http/errors";
import { requestHash } from "../../idempotency/claims";
import { percentOfCents, shortLineRefund, TAX_PERCENT } from "../../../shared/pricing";
import {
  canReportIssue,
  issueExplanations,
  issueReportRefusal,
  refundsAtOnce,
  reportQtyRefusal,
  supportMessageOfReport,
  type IssueReasonName,
} from "../../../shared/orders";
import { idempotencyKeyReusedMessage } from "../../../shared/errors/messages";
import { fetchProductFacts } from "../catalog";
import {
  acceptedUploadType,
  postReportInSupportChat,
  type StoredPhoto,
  type SupportSender,
} from "../chat";
import { isUniqueViolation, lockLiveUser } from "../users";
import {
  findReportByKey,
  insertReport,
  refundedSince,
  reportsOfOrders,
  type IssueReportLine,
  type IssueReportRow,
} from "./issueReportRepository";
import type { IssueReportForm, ReportedItem } from "./issueReportForm";
import { recordRefund } from "./refunds";
import { findOwnOrder, type OrderRow } from "./repository";
import { findOrderCharge, orderItemsOf, type OrderItemRow } from "./shortageRepository";
import { ShortageEffects, tell, touchOrder, unrefundedOfOrder } from "./shortages";
import { invoiceNumber } from "./view";

/**
 * Reports of a problem after delivery (docs/replacements.md § Report a problem after delivery).
 * Missing and damaged items are refunded at once, up to what each line has left of its charge;
 * the other reasons, and a report past the per-order limit or the monthly refund cap, go to the
 * customer's support chat. The customer's and the order's rows are locked for the whole report,
 * so parallel reports run one after another and each sees the ones before it; the refund is
 * recorded pending in the report's transaction and sent after the commit under the key
 * `issue-<report id>-refund`.
 */

const ORDER_NOT_FOUND = "Order not found.";
const KEY_REUSED = idempotencyKeyReusedMessage("report");
const KEY_INDEX = "issue_reports_key_idx";

/** The order page's flag: within 7 days of delivery and under the per-order limit. */
export function reportableNow(
  context: AppContext,
  order: OrderRow,
  reportCount: number,
  now: Date,
): boolean {
  const { perOrder } = context.config.issueReports;
  // 0 turns the limit off, as with every limit of the configuration.
  return canReportIssue(order, reportCount, perOrder === 0 ? Infinity : perOrder, now);
}

/** The first instant of the calendar month (UTC) of `now`: the monthly cap counts from it. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** What identifies a report's call: the same key with another form is refused. */
function reportHash(uuid: string, form: IssueReportForm): string {
  const photo = form.photo ? createHash("sha256").update(form.photo.bytes).digest("hex") : null;
  return requestHash({ uuid, reason: form.reason, items: form.items, photo });
}

/** A photo the support chat's upload rules refuse answers 422, with the chat's own words. */
function acceptedPhoto(form: IssueReportForm): Omit<StoredPhoto, "storageKey"> | null {
  if (!form.photo) return null;
  try {
    return {
      contentType: acceptedUploadType(form.photo),
      originalName: form.photo.filename,
      sizeBytes: form.photo.bytes.length,
    };
  } catch (error) {
    if (error instanceof HttpError) throw unprocessable(error.message, [error.message]);
    throw error;
  }
}

/** A line as the report sees it: what was delivered, reported before, and refunded so far. */
interface LineState {
  item: OrderItemRow;
  name: string;
  delivered: number;
  reported: number;
  earlierGoodsCents: number;
  earlierTaxCents: number;
}

function earlierLines(reports: readonly IssueReportRow[], itemId: number) {
  const lines = reports.flatMap((report) =>
    report.items.filter((line) => line.orderItemId === itemId),
  );
  return {
    qty: lines.reduce((sum, line) => sum + line.qty, 0),
    goodsCents: lines.reduce((sum, line) => sum + line.goodsCents, 0),
    taxCents: lines.reduce((sum, line) => sum + line.taxCents, 0),
  };
}

/** The product the shopper received on the line: the replacement when it was replaced. */
const deliveredProductId = (item: OrderItemRow) =>
  item.fulfilment === "REPLACED" && item.fulfilledProductId !== null
    ? item.fulfilledProductId
    : item.productId;

/**
 * Each reported line with its state, or 422 naming every problem: a line not in the order, a
 * line listed twice, more than was delivered and is not yet reported.
 */
async function checkedLines(
  tx: Executor,
  order: OrderRow,
  items: readonly ReportedItem[],
  reports: readonly IssueReportRow[],
): Promise<{ asked: ReportedItem; state: LineState }[]> {
  const lines = new Map((await orderItemsOf(tx, order.id)).map((item) => [item.id, item]));
  // The names of what the reported lines delivered, in one query.
  const reported = items.flatMap((asked) => lines.get(asked.orderProductId) ?? []);
  const names = new Map(
    (await fetchProductFacts(tx, reported.map(deliveredProductId))).map((product) => [
      product.productId,
      product.name,
    ]),
  );
  const problems: string[] = [];
  const seen = new Set<number>();
  const checked: { asked: ReportedItem; state: LineState }[] = [];
  for (const asked of items) {
    const item = lines.get(asked.orderProductId);
    if (!item) {
      problems.push(`Item ${asked.orderProductId} is not in this order.`);
      continue;
    }
    const name = names.get(deliveredProductId(item)) ?? "An item";
    if (seen.has(item.id)) {
      problems.push(`${name} is listed twice: report it once with its quantity.`);
      continue;
    }
    seen.add(item.id);
    const earlier = earlierLines(reports, item.id);
    // A line refunded while it was picked never arrived; a replaced one arrived as its replacement.
    const delivered = item.fulfilment === "REFUNDED" ? 0 : item.qty;
    if (asked.qty > delivered - earlier.qty) {
      problems.push(reportQtyRefusal(name, { delivered, reported: earlier.qty, asked: asked.qty }));
      continue;
    }
    checked.push({
      asked,
      state: {
        item,
        name,
        delivered,
        reported: earlier.qty,
        earlierGoodsCents: earlier.goodsCents,
        earlierTaxCents: earlier.taxCents,
      },
    });
  }
  const [first] = problems;
  if (first !== undefined) throw unprocessable(first, problems);
  return checked;
}

/**
 * Each line's refund: qty × the unit price charged for it (a replacement's lower price), with its
 * tax, capped by what the line has left of its charge (less its shortage refund and earlier
 * reports) and by what the order has left of its goods and tax (the coupon stays applied).
 */
async function refundLines(
  tx: Executor,
  order: OrderRow,
  lines: readonly { asked: ReportedItem; state: LineState }[],
  reports: readonly IssueReportRow[],
): Promise<IssueReportLine[]> {
  const left = await unrefundedOfOrder(tx, order);
  let goodsLeft = left.goodsCents - reports.reduce((sum, report) => sum + report.refundCents, 0);
  let taxLeft = left.taxCents - reports.reduce((sum, report) => sum + report.refundTaxCents, 0);
  return lines.map(({ asked, state }) => {
    const { item } = state;
    const unitCents =
      item.fulfilment === "REPLACED"
        ? (item.chargedPriceCents ?? item.priceCents)
        : item.priceCents;
    const chargedCents = item.priceCents * item.qty;
    const lineGoodsLeft = chargedCents - item.refundCents - state.earlierGoodsCents;
    const lineTaxLeft =
      percentOfCents(chargedCents, TAX_PERCENT) - item.refundTaxCents - state.earlierTaxCents;
    const share = shortLineRefund(asked.qty * unitCents, {
      goodsCents: Math.min(lineGoodsLeft, goodsLeft),
      taxCents: Math.min(lineTaxLeft, taxLeft),
    });
    goodsLeft -= share.goodsCents;
    taxLeft -= share.taxCents;
    return { orderItemId: item.id, qty: asked.qty, ...share };
  });
}

type Decision =
  | { outcome: "REFUNDED"; lines: IssueReportLine[]; explanation: string }
  | { outcome: "SENT_TO_SUPPORT"; lines: IssueReportLine[]; explanation: string };

const unpaid = (lines: readonly { asked: ReportedItem; state: LineState }[]) =>
  lines.map(({ asked, state }) => ({
    orderItemId: state.item.id,
    qty: asked.qty,
    goodsCents: 0,
    taxCents: 0,
  }));

async function decide(
  tx: Executor,
  context: AppContext,
  order: OrderRow,
  reason: IssueReasonName,
  lines: readonly { asked: ReportedItem; state: LineState }[],
  reports: readonly IssueReportRow[],
): Promise<Decision> {
  const { perOrder, monthlyRefundCapCents } = context.config.issueReports;
  const toSupport = (explanation: string): Decision => ({
    outcome: "SENT_TO_SUPPORT",
    lines: unpaid(lines),
    explanation,
  });
  if (perOrder > 0 && reports.length >= perOrder) {
    return toSupport(issueExplanations.perOrderLimit(perOrder));
  }
  if (!refundsAtOnce(reason)) return toSupport(issueExplanations.support);
  const refunded = await refundLines(tx, order, lines, reports);
  const totalCents = refunded.reduce((sum, line) => sum + line.goodsCents + line.taxCents, 0);
  if (monthlyRefundCapCents > 0) {
    const thisMonth = await refundedSince(tx, order.userId, monthStart(context.now()));
    // No partial refund: a report past the cap goes to support whole, for a person to judge.
    if (thisMonth + totalCents > monthlyRefundCapCents) {
      return toSupport(issueExplanations.monthlyCap(monthlyRefundCapCents));
    }
  }
  const named = lines.map(({ asked, state }) => ({ qty: asked.qty, name: state.name }));
  return {
    outcome: "REFUNDED",
    lines: refunded,
    explanation: issueExplanations.refunded(totalCents, named, reason),
  };
}

interface ReportCall {
  sender: SupportSender;
  uuid: string;
  form: IssueReportForm;
  idempotencyKey: string;
  hash: string;
  photo: StoredPhoto | null;
}

/** Writes the report under the customer's and the order's locks; a key seen meanwhile replays. */
async function writeReport(
  tx: Transaction,
  context: AppContext,
  call: ReportCall,
  effects: ShortageEffects,
): Promise<{ replay: IssueReportRow } | { order: OrderRow }> {
  const { sender, form } = call;
  // The customer's row first: the monthly cap holds across their orders reported at once.
  if (!(await lockLiveUser(tx, sender.id))) throw unauthorized();
  const order = await findOwnOrder(tx, sender.id, call.uuid, { lock: true });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  // A call with the same key that held the locks first has written its report by now.
  const earlier = await findReportByKey(tx, sender.id, call.idempotencyKey);
  if (earlier) return { replay: earlier };
  const now = context.now();
  const refusal = issueReportRefusal(order, now);
  if (refusal) throw conflict(refusal);
  const reports = await reportsOfOrders(tx, [order.id]);
  const lines = await checkedLines(tx, order, form.items, reports);
  const decision = await decide(tx, context, order, form.reason, lines, reports);
  const goods = decision.lines.reduce((sum, line) => sum + line.goodsCents, 0);
  const tax = decision.lines.reduce((sum, line) => sum + line.taxCents, 0);
  const report = await insertReport(tx, {
    orderId: order.id,
    userId: sender.id,
    idempotencyKey: call.idempotencyKey,
    requestHash: call.hash,
    reason: form.reason,
    outcome: decision.outcome,
    items: decision.lines,
    refundCents: goods,
    refundTaxCents: tax,
    explanation: decision.explanation,
    photoStorageKey: call.photo?.storageKey ?? null,
    photoContentType: call.photo?.contentType ?? null,
    createdAt: now,
  });
  if (decision.outcome === "REFUNDED") {
    const charge = await findOrderCharge(tx, order.id);
    const refund =
      charge && (await recordRefund(tx, charge, goods + tax, `issue-${report.id}-refund`));
    if (refund) effects.refunds.push(refund);
  } else {
    const text = supportMessageOfReport({
      invoiceNumber: invoiceNumber(order.id),
      reason: form.reason,
      lines: lines.map(({ asked, state }) => ({ qty: asked.qty, name: state.name })),
      why: decision.explanation,
    });
    await postReportInSupportChat(tx, sender, { text, photo: call.photo }, now);
  }
  await tell(tx, context, order, effects, {
    chat: decision.explanation,
    sms: `Your order ${invoiceNumber(order.id)}: ${decision.explanation}`,
    // A refund is news for the inbox; a report sent to support is answered in its chat.
    inbox: decision.outcome === "REFUNDED" ? "refunded" : null,
  });
  effects.customers.add(order.userId);
  return { order: await touchOrder(tx, context, order) };
}

/** An earlier call's answer: the order as it is now; the same key with another form is 409. */
async function replayOf(
  context: AppContext,
  call: Pick<ReportCall, "sender" | "uuid" | "hash">,
  earlier: IssueReportRow,
): Promise<OrderRow> {
  if (earlier.requestHash !== call.hash) throw conflict(KEY_REUSED);
  const order = await findOwnOrder(context.db, call.sender.id, call.uuid);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * `POST /orders/ui/issues/{id}`: reports a problem with delivered items. A retry with the same
 * Idempotency-Key and form answers the first report's order without reporting again.
 */
export async function reportOrderIssue(
  context: AppContext,
  sender: SupportSender,
  uuid: string,
  form: IssueReportForm,
  idempotencyKey: string,
): Promise<OrderRow> {
  const hash = reportHash(uuid, form);
  const known = await findReportByKey(context.db, sender.id, idempotencyKey);
  if (known) return replayOf(context, { sender, uuid, hash }, known);
  const accepted = acceptedPhoto(form);
  const photo = accepted && form.photo ? { ...accepted, storageKey: randomUUID() } : null;
  // The bytes go first, as the support chat's do, so no report points at nothing.
  if (photo && form.photo) await context.storage.put(photo.storageKey, form.photo.bytes);
  const dropPhoto = async () => {
    if (photo) await context.storage.delete(photo.storageKey).catch(() => undefined);
  };
  const call: ReportCall = { sender, uuid, form, idempotencyKey, hash, photo };
  const effects = new ShortageEffects();
  let written: { replay: IssueReportRow } | { order: OrderRow };
  try {
    written = await context.db.transaction((tx) => writeReport(tx, context, call, effects));
  } catch (error) {
    await dropPhoto();
    // The same key used on another order at the same moment: the unique index kept one.
    if (isUniqueViolation(error, KEY_INDEX)) {
      const winner = await findReportByKey(context.db, sender.id, idempotencyKey);
      if (winner) return replayOf(context, call, winner);
    }
    throw error;
  }
  if ("replay" in written) {
    await dropPhoto();
    return replayOf(context, call, written.replay);
  }
  await effects.flush(context);
  return written.order;
}
