import { and, asc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { issueReports, type IssueReportLine } from "../../db/schema";

export type IssueReportRow = typeof issueReports.$inferSelect;
export type NewIssueReport = typeof issueReports.$inferInsert;
export type { IssueReportLine };

/** The report a customer made with this Idempotency-Key, if any. */
export async function findReportByKey(
  db: Executor,
  userId: number,
  idempotencyKey: string,
): Promise<IssueReportRow | undefined> {
  const [row] = await db
    .select()
    .from(issueReports)
    .where(and(eq(issueReports.userId, userId), eq(issueReports.idempotencyKey, idempotencyKey)));
  return row;
}

/** The reports of these orders, oldest first. */
export const reportsOfOrders = (db: Executor, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(issueReports)
        .where(inArray(issueReports.orderId, [...orderIds]))
        .orderBy(asc(issueReports.createdAt), asc(issueReports.id));

export async function insertReport(db: Executor, report: NewIssueReport): Promise<IssueReportRow> {
  const [row] = await db.insert(issueReports).values(report).returning();
  if (!row) throw new Error("The issue report was not written");
  return row;
}

/** What the customer's reports refunded since `since` (the month's start), tax included. */
export async function refundedSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({
      cents:
        sql<number>`coalesce(sum(${issueReports.refundCents} + ${issueReports.refundTaxCents}), 0)`.mapWith(
          Number,
        ),
    })
    .from(issueReports)
    .where(and(eq(issueReports.userId, userId), gte(issueReports.createdAt, since)));
  return row?.cents ?? 0;
}

/**
 * An erased account's report photos: their storage keys, for the erasure to remove once it has
 * committed, and forgotten on the reports, which stay with the anonymised orders.
 */
export async function forgetReportPhotos(tx: Executor, userId: number): Promise<string[]> {
  const withPhoto = and(eq(issueReports.userId, userId), isNotNull(issueReports.photoStorageKey));
  const rows = await tx
    .select({ key: issueReports.photoStorageKey })
    .from(issueReports)
    .where(withPhoto);
  // RETURNING would answer the keys as they are after the update: read them first.
  await tx
    .update(issueReports)
    .set({ photoStorageKey: null, photoContentType: null })
    .where(withPhoto);
  return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
}
