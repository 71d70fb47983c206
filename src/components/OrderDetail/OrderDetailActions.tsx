import { HandCoins, MessageSquareWarning, Star, UserRound, type LucideIcon } from "lucide-react";
import { useId } from "react";
import type { Rider } from "@/api/types";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { orderDetailText as text } from "./OrderDetail.text";

/** docs/product.md § Order detail: the rider card with Rate Your Order (shown when canRate). */
export function RateCard({ rider, onRate }: { rider: Rider | null; onRate: () => void }) {
  const photo = rider?.fileResponse?.fullUrl;
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-center gap-3">
        {photo ? (
          <img
            src={photo}
            alt=""
            className="size-12 shrink-0 rounded-full border border-gray-200 object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-12 shrink-0 place-items-center rounded-full bg-amber-50 text-amber-600"
          >
            {rider ? <UserRound className="size-6" /> : <Star className="size-6" />}
          </span>
        )}
        <div className="min-w-0">
          {rider ? (
            <p className="truncate font-semibold text-gray-900">
              {rider.firstName} {rider.lastName}
            </p>
          ) : null}
          <p className="text-sm text-gray-600">{text.rateHint}</p>
        </div>
      </div>
      <Button onClick={onRate} className="mt-3 w-full">
        <Star aria-hidden className="size-4" />
        {text.rateYourOrder}
      </Button>
    </div>
  );
}

/** A card of the aside that offers one action: an icon, a title, a hint, and its button. */
function ActionCard({
  icon: Icon,
  tone,
  title,
  hint,
  action,
  onAction,
}: {
  icon: LucideIcon;
  tone: "brand" | "warning";
  title: string;
  hint: string;
  action: string;
  onAction: () => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <span
        aria-hidden
        className={cn(
          "grid size-12 shrink-0 place-items-center rounded-full",
          tone === "brand" ? "bg-brand-50 text-brand-700" : "bg-warning-100 text-warning-700",
        )}
      >
        <Icon className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-semibold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-600">{hint}</p>
      </div>
      <Button variant="outline" onClick={onAction} className="shrink-0">
        {action}
      </Button>
    </section>
  );
}

/** docs/product.md § Order detail: Tip Your Rider with Add Tip (shown when canAddAdditionalTip). */
export function TipCard({ onAddTip }: { onAddTip: () => void }) {
  return (
    <ActionCard
      icon={HandCoins}
      tone="brand"
      title={text.tipYourRider}
      hint={text.tipHint}
      action={text.addTip}
      onAction={onAddTip}
    />
  );
}

/** docs/replacements.md § Report a problem after delivery: shown while canReportIssue. */
export function ReportIssueCard({ onReport }: { onReport: () => void }) {
  return (
    <ActionCard
      icon={MessageSquareWarning}
      tone="warning"
      title={text.reportHeading}
      hint={text.reportHint}
      action={text.reportIssue}
      onAction={onReport}
    />
  );
}

/** docs/product.md § Order detail: Cancel Order (shown when canCancel); the dialog asks before anything is sent. */
export function CancelButton({ onCancel }: { onCancel: () => void }) {
  return (
    <Button variant="outlineDanger" onClick={onCancel} className="w-full">
      {text.cancelOrder}
    </Button>
  );
}
