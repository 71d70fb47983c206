import { lazy, useId, useState, type ReactNode } from "react";
import type { Order, RatingRequest } from "@/api/types";
import { cn } from "@/lib/cn";
import { itemCount } from "@/lib/itemCount";
import type { DeliveryInstructionsInput } from "../DeliveryInstructions/DeliveryInstructions";
import { OrderSummary } from "../OrderSummary/OrderSummary";
import { OrderTracker } from "../OrderTracker/OrderTracker";
import { ReviewCart } from "../ReviewCart/ReviewCart";
import { RiderPanel } from "../RiderPanel/RiderPanel";
import { MountWhenOpened } from "../ui/MountWhenOpened";
import type { IssueReportDraft } from "../ReportIssueDialog/ReportIssueDialog";
import { CancelButton, RateCard, ReportIssueCard, TipCard } from "./OrderDetailActions";
import { IssueReports } from "./OrderDetailIssueReports";
import { DeliveryInformation, InstructionsBlock, PaymentMethodBlock } from "./OrderDetailDelivery";
import { OrderDetailHeader } from "./OrderDetailHeader";
import { OrderedProducts } from "./OrderDetailProducts";

// Most visits only track the order: the dialogs load when first opened.
const CancelOrderDialog = lazy(async () => ({
  default: (await import("../CancelOrderDialog/CancelOrderDialog")).CancelOrderDialog,
}));
const RateOrderDialog = lazy(async () => ({
  default: (await import("../RateOrderDialog/RateOrderDialog")).RateOrderDialog,
}));
const TipRiderDialog = lazy(async () => ({
  default: (await import("../TipRiderDialog/TipRiderDialog")).TipRiderDialog,
}));
const ReportIssueDialog = lazy(async () => ({
  default: (await import("../ReportIssueDialog/ReportIssueDialog")).ReportIssueDialog,
}));

export type OrderDialog = "cancel" | "rate" | "tip" | "report";

export interface OrderDetailProps {
  order: Order;
  /** The order map, shown above the delivery information only while the order is dispatched. */
  map?: ReactNode;
  /** The rider chat widget, under the rider panel. */
  chat?: ReactNode;
  /** Each returns the request's promise: its dialog closes when it resolves, stays when it fails. */
  onCancel: () => Promise<unknown>;
  onRate: (rating: RatingRequest) => Promise<unknown>;
  /** The amount in dollars, above 0. */
  onAddTip: (amount: number) => Promise<unknown>;
  onUpdateInstructions: (instructions: DeliveryInstructionsInput) => Promise<unknown>;
  /** docs/replacements.md § Report a problem after delivery: offered while canReportIssue. */
  onReportIssue?: (report: IssueReportDraft) => Promise<unknown>;
  /** Opens with a dialog already open (stories, a link that asks for one). */
  initialDialog?: OrderDialog | null;
  className?: string;
}

/**
 * docs/product.md § Order detail: status header, tracker, map, delivery information and
 * instructions, payment, products, Review Cart, Order Summary, rider panel and chat, and the
 * actions the server's flags allow. Which dialog is open, and whether a request is in flight,
 * is this page's; the container turns the promises' outcomes into toasts.
 */
export function OrderDetail({
  order,
  map,
  chat,
  onCancel,
  onRate,
  onAddTip,
  onUpdateInstructions,
  onReportIssue,
  initialDialog = null,
  className,
}: OrderDetailProps) {
  const titleId = useId();
  const [dialog, setDialog] = useState<OrderDialog | null>(initialDialog);
  const [busy, setBusy] = useState<OrderDialog | null>(null);
  const [updatingInstructions, setUpdatingInstructions] = useState(false);

  const run = async (name: OrderDialog, request: () => Promise<unknown>) => {
    setBusy(name);
    try {
      await request();
      setDialog((open) => (open === name ? null : open));
    } catch {
      // The container reports the failure; the dialog stays open for another try.
    } finally {
      setBusy((current) => (current === name ? null : current));
    }
  };

  const updateInstructions = async (instructions: DeliveryInstructionsInput) => {
    setUpdatingInstructions(true);
    try {
      await onUpdateInstructions(instructions);
    } catch {
      // Reported by the container; the typed text stays for another try.
    } finally {
      setUpdatingInstructions(false);
    }
  };

  const openChange = (name: OrderDialog) => (open: boolean) =>
    setDialog(open ? name : (current) => (current === name ? null : current));

  const items = itemCount(order.orderProducts);
  // The map and the rider panel show only while the order is on its way.
  const dispatched = order.status === "PENDING_DISPATCHED";

  return (
    <article aria-labelledby={titleId} className={cn("flex flex-col gap-4 sm:gap-6", className)}>
      <OrderDetailHeader order={order} titleId={titleId} />
      <OrderTracker status={order.status} />

      <div className="grid items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
          {map && dispatched ? (
            <div className="overflow-hidden rounded-xl border border-gray-200">{map}</div>
          ) : null}
          {dispatched && order.rider ? <RiderPanel rider={order.rider} /> : null}
          {chat}
          <DeliveryInformation order={order} />
          <InstructionsBlock
            order={order}
            updating={updatingInstructions}
            onUpdate={(instructions) => void updateInstructions(instructions)}
          />
          <PaymentMethodBlock order={order} />
          <OrderedProducts items={order.orderProducts} />
          {order.issueReports?.length ? <IssueReports reports={order.issueReports} /> : null}
        </div>

        <aside className="flex flex-col gap-4 sm:gap-6">
          {order.canRate ? <RateCard rider={order.rider} onRate={() => setDialog("rate")} /> : null}
          {order.canAddAdditionalTip ? <TipCard onAddTip={() => setDialog("tip")} /> : null}
          <ReviewCart items={order.orderProducts} />
          <OrderSummary
            totals={order}
            itemCount={items}
            formattedFinalPayment={order.formattedFinalPayment}
            formattedRefundAmount={order.formattedRefundAmount}
          />
          {order.canCancel ? <CancelButton onCancel={() => setDialog("cancel")} /> : null}
          {order.canReportIssue && onReportIssue ? (
            <ReportIssueCard onReport={() => setDialog("report")} />
          ) : null}
        </aside>
      </div>

      <MountWhenOpened open={dialog === "cancel"}>
        <CancelOrderDialog
          open={dialog === "cancel"}
          onOpenChange={openChange("cancel")}
          busy={busy === "cancel"}
          onConfirm={() => void run("cancel", onCancel)}
        />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === "rate"}>
        <RateOrderDialog
          open={dialog === "rate"}
          onOpenChange={openChange("rate")}
          busy={busy === "rate"}
          riderName={order.rider?.firstName ?? null}
          onSubmit={(rating) => void run("rate", () => onRate(rating))}
        />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === "tip"}>
        <TipRiderDialog
          open={dialog === "tip"}
          onOpenChange={openChange("tip")}
          busy={busy === "tip"}
          onSubmit={(amount) => void run("tip", () => onAddTip(amount))}
        />
      </MountWhenOpened>
      {onReportIssue ? (
        <MountWhenOpened open={dialog === "report"}>
          <ReportIssueDialog
            open={dialog === "report"}
            onOpenChange={openChange("report")}
            busy={busy === "report"}
            lines={order.orderProducts}
            onSubmit={(report) => void run("report", () => onReportIssue(report))}
          />
        </MountWhenOpened>
      ) : null}
    </article>
  );
}
