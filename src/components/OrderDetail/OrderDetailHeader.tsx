import type { Order } from "@/api/types";
import { cn } from "@/lib/cn";
import { formatDeliveryDate } from "@/lib/format";
import { orderDetailText as text, orderStatusLabel } from "./OrderDetail.text";

const TONES: Readonly<Record<string, string>> = {
  PENDING_DISPATCHED: "bg-brand-50 text-brand-800 ring-brand-600/30",
  SHIPPED: "bg-brand-50 text-brand-800 ring-brand-600/30",
  TO_REVIEW: "bg-brand-50 text-brand-800 ring-brand-600/30",
  COMPLETED: "bg-brand-50 text-brand-800 ring-brand-600/30",
  CANCELLED: "bg-red-50 text-danger-700 ring-danger-600/30",
  RETURNED: "bg-red-50 text-danger-700 ring-danger-600/30",
};
const PENDING_TONE = "bg-warning-100 text-warning-700 ring-warning-700/30";

/** The order's invoice number (the page's h1), when it was placed and its status. */
export function OrderDetailHeader({ order, titleId }: { order: Order; titleId: string }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 id={titleId} className="text-2xl font-bold text-gray-900 sm:text-3xl">
          {text.title(order.invoiceNumber)}
        </h1>
        <p className="mt-1 text-sm text-gray-600">
          {text.placedOn}{" "}
          <time dateTime={order.createdAt}>{formatDeliveryDate(order.createdAt)}</time>
        </p>
      </div>
      <p
        data-status={order.status}
        className={cn(
          "inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset",
          TONES[order.status] ?? PENDING_TONE,
        )}
      >
        <span className="sr-only">{text.status}: </span>
        {orderStatusLabel(order.status)}
      </p>
    </header>
  );
}
