import { formatCents } from "../pricing/money";

/**
 * Reports of a problem after delivery (docs/replacements.md § Report a problem after delivery):
 * the window, the reasons and the words the shopper reads, the same from the server and the
 * mocks.
 */

/** How long after delivery a problem can be reported. */
export const ISSUE_REPORT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export const ISSUE_REASONS = [
  "MISSING",
  "DAMAGED",
  "WRONG_ITEM",
  "POOR_QUALITY",
  "POOR_REPLACEMENT",
] as const;
export type IssueReasonName = (typeof ISSUE_REASONS)[number];

export const isIssueReason = (value: unknown): value is IssueReasonName =>
  typeof value === "string" && (ISSUE_REASONS as readonly string[]).includes(value);

/**
 * Reasons refunded at once: what did not arrive, or arrived unusable, is plain to see. A wrong
 * item, poor quality or a poor replacement is a judgement support makes with the shopper.
 */
export const refundsAtOnce = (reason: IssueReasonName) =>
  reason === "MISSING" || reason === "DAMAGED";

const REASON_WORDS: Record<IssueReasonName, string> = {
  MISSING: "missing",
  DAMAGED: "damaged",
  WRONG_ITEM: "wrong item",
  POOR_QUALITY: "poor quality",
  POOR_REPLACEMENT: "poor replacement",
};

/** Statuses of a delivered order. */
const DELIVERED: ReadonlySet<string> = new Set(["SHIPPED", "TO_REVIEW", "COMPLETED"]);

export const ISSUE_REFUSALS = {
  notDelivered: "This order is not delivered yet.",
  windowClosed:
    "This order can no longer be reported: problems are reported within 7 days of delivery.",
  badReason: "Choose a reason: missing, damaged, wrong item, poor quality or poor replacement.",
  noItems: "Choose at least one item to report.",
  malformedItems: "The items must be a list of order lines, each with a quantity of at least 1.",
} as const;

/** Why the order cannot be reported now (a 409), or null while it can. */
export function issueReportRefusal(
  order: { status: string; deliveredAt: Date | null },
  now: Date,
): string | null {
  if (!DELIVERED.has(order.status) || order.deliveredAt === null) {
    return ISSUE_REFUSALS.notDelivered;
  }
  return now.getTime() - order.deliveredAt.getTime() < ISSUE_REPORT_WINDOW_MS
    ? null
    : ISSUE_REFUSALS.windowClosed;
}

/** Whether the order page offers "Report an issue": within the window and under the limit. */
export const canReportIssue = (
  order: { status: string; deliveredAt: Date | null },
  reportCount: number,
  perOrderLimit: number,
  now: Date,
) => issueReportRefusal(order, now) === null && reportCount < perOrderLimit;

/** What the shopper reads about a report's outcome. */
export const issueExplanations = {
  refunded: (
    amountCents: number,
    lines: readonly { qty: number; name: string }[],
    reason: IssueReasonName,
  ) =>
    `Refunded ${formatCents(amountCents)} for ${lines
      .map((line) => `${line.qty} × ${line.name}`)
      .join(", ")} (${REASON_WORDS[reason]}).`,
  perOrderLimit: (limit: number) =>
    `Sent to our support team: you have reached the limit of ${limit} reports for this order.`,
  monthlyCap: (capCents: number) =>
    `Sent to our support team: this refund would pass the monthly refund limit of ${formatCents(capCents)}.`,
  support: "Sent to our support team, who will reply in the support chat.",
} as const;

/** The support chat's message of a report that goes to support. */
export function supportMessageOfReport(report: {
  invoiceNumber: string;
  reason: IssueReasonName;
  lines: readonly { qty: number; name: string }[];
  why: string;
}): string {
  const items = report.lines.map((line) => `${line.qty} × ${line.name}`).join(", ");
  return `Problem reported with order ${report.invoiceNumber} (${REASON_WORDS[report.reason]}): ${items}. ${report.why}`;
}

/** Too many of a line, or none left: says which line and why. */
export function reportQtyRefusal(
  name: string,
  line: { delivered: number; reported: number; asked: number },
): string {
  const left = Math.max(0, line.delivered - line.reported);
  if (left === 0) {
    return line.delivered === 0
      ? `${name} was not delivered with this order (it was refunded): there is nothing to report.`
      : `${name} is already reported: there is nothing left to report or refund.`;
  }
  return `At most ${left} × ${name} can be reported (${line.delivered} delivered, ${line.reported} already reported); you asked for ${line.asked}.`;
}
