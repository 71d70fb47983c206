import { useId, type ReactNode } from "react";
import type { Cart, Order } from "@/api/types";
import { cn } from "@/lib/cn";
import { discountFigure, isSomeMoney } from "@/lib/format";
import { orderSummaryText as text } from "./OrderSummary.text";

/** The figures a cart and an order share: the server formats every one of them. */
export type SummaryTotals = Pick<
  Cart & Order,
  | "formattedSubTotal"
  | "formattedCouponAmount"
  | "formattedTaxAmount"
  | "formattedServiceFeeAmount"
  | "isServiceFeeFree"
  | "formattedDeliveryFeeAmount"
  | "isDeliveryFeeFree"
  | "formattedTipAmount"
  | "formattedTotal"
>;

export interface OrderSummaryProps {
  totals: SummaryTotals;
  /** Items (lines, lib/itemCount) of the cart or order, for 'Subtotal (n items)'. */
  itemCount: number;
  /** An order's amount charged after every later tip; a cart has none yet. */
  formattedFinalPayment?: string;
  /** What an order's short items gave back (docs/replacements.md); shown when any. */
  formattedRefundAmount?: string;
  /** The server is repricing a change: the figures shown are the previous ones. */
  updating?: boolean;
  /** Below the lines: Place Order at checkout. */
  children?: ReactNode;
  /** The heading's level where the summary sits. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The Order Summary of docs/product.md § Order detail, for checkout (from the cart) and the order page. */
export function OrderSummary({
  totals,
  itemCount,
  formattedFinalPayment,
  formattedRefundAmount,
  updating = false,
  children,
  headingLevel = 2,
  className,
}: OrderSummaryProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  const lines: [string, string][] = [
    [text.subtotal(itemCount), totals.formattedSubTotal],
    [text.coupons, discountFigure(totals.formattedCouponAmount)],
    [text.taxes, totals.formattedTaxAmount],
    [text.serviceFee, totals.isServiceFeeFree ? text.free : totals.formattedServiceFeeAmount],
    [text.deliveryFee, totals.isDeliveryFeeFree ? text.free : totals.formattedDeliveryFeeAmount],
    [text.tip, totals.formattedTipAmount],
  ];
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={updating}
      className={cn("rounded-xl border border-gray-200 bg-white p-4", className)}
    >
      <Heading id={headingId} className="text-lg font-semibold text-gray-900">
        {text.heading}
      </Heading>
      <dl className={cn("mt-3 space-y-2 text-sm", updating && "opacity-75")}>
        {lines.map(([label, value]) => (
          <SummaryLine key={label} label={label} value={value} className="text-gray-700" />
        ))}
        <SummaryLine
          label={text.total}
          value={totals.formattedTotal}
          className="border-t border-gray-200 pt-2 text-base font-semibold text-gray-900"
        />
        {formattedRefundAmount !== undefined && isSomeMoney(formattedRefundAmount) ? (
          <SummaryLine
            label={text.refunds}
            value={discountFigure(formattedRefundAmount)}
            className="text-gray-700"
          />
        ) : null}
        {formattedFinalPayment !== undefined ? (
          <SummaryLine
            label={text.finalPayment}
            value={formattedFinalPayment}
            className="text-base font-semibold text-brand-800"
          />
        ) : null}
      </dl>
      {updating ? (
        <p className="sr-only" role="status">
          {text.updating}
        </p>
      ) : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}

function SummaryLine({
  label,
  value,
  className,
}: {
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4", className)}>
      <dt>{label}</dt>
      {/* Amounts read left to right in every language. */}
      <dd dir="ltr" className="tabular-nums">
        {value}
      </dd>
    </div>
  );
}
