import { unprocessable } from "../../http/errors";
import { isUploadedFile, type UploadedFile } from "../../http/uploads";
import { ISSUE_REFUSALS, isIssueReason, type IssueReasonName } from "../../../shared/orders";

/** A reported line as the shopper sent it. */
export interface ReportedItem {
  orderProductId: number;
  qty: number;
}

export interface IssueReportForm {
  reason: IssueReasonName;
  items: ReportedItem[];
  photo: UploadedFile | null;
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 2147483647;

function isReportedItem(value: unknown): value is ReportedItem {
  if (typeof value !== "object" || value === null) return false;
  const { orderProductId, qty } = value as Record<string, unknown>;
  return isPositiveInteger(orderProductId) && isPositiveInteger(qty);
}

/** A 422 whose one error is its message. */
const refused = (message: string) => unprocessable(message, [message]);

function parseItems(text: unknown): ReportedItem[] {
  let parsed: unknown;
  try {
    parsed = typeof text === "string" ? JSON.parse(text) : undefined;
  } catch {
    throw refused(ISSUE_REFUSALS.malformedItems);
  }
  if (!Array.isArray(parsed) || !parsed.every(isReportedItem)) {
    throw refused(ISSUE_REFUSALS.malformedItems);
  }
  if (parsed.length === 0) throw refused(ISSUE_REFUSALS.noItems);
  return parsed.map(({ orderProductId, qty }) => ({ orderProductId, qty }));
}

/**
 * The multipart form of a report. The contract checks that the fields are strings; their values
 * are checked here, so that a wrong one answers 422 naming the problem.
 */
export function parseIssueReportForm(body: unknown): IssueReportForm {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (!isIssueReason(record.reason)) throw refused(ISSUE_REFUSALS.badReason);
  const items = parseItems(record.items);
  const photo = record.photo === undefined ? null : record.photo;
  if (photo !== null && !isUploadedFile(photo)) throw refused("Please attach the photo as a file.");
  return { reason: record.reason, items, photo };
}
