import { MessageSquareWarning } from "lucide-react";
import type { IssueReport } from "@/api/types";
import { formatDeliveryDate } from "@/lib/format";
import { reportIssueDialogText } from "../ReportIssueDialog/ReportIssueDialog.text";
import { orderDetailText as text } from "./OrderDetail.text";
import { OrderDetailCard } from "./OrderDetailCard";

/** The order's problem reports, oldest first: when, what went wrong, and what came of it. */
export function IssueReports({ reports }: { reports: readonly IssueReport[] }) {
  return (
    <OrderDetailCard title={text.issueReports} icon={MessageSquareWarning}>
      <ul className="divide-y divide-gray-100">
        {reports.map((report) => (
          <li key={report.id} className="flex flex-col gap-0.5 py-3 text-sm first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-baseline gap-x-2 text-gray-900">
              <span className="font-semibold">{reportIssueDialogText.reasons[report.reason]}</span>
              <time dateTime={report.createdAt} className="text-xs text-gray-600">
                {formatDeliveryDate(report.createdAt)}
              </time>
            </p>
            <p className="text-gray-700">{report.explanation}</p>
          </li>
        ))}
      </ul>
    </OrderDetailCard>
  );
}
