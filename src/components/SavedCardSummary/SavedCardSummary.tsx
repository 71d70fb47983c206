import type { PaymentMethod } from "@/api/types";
import { cn } from "@/lib/cn";
import { CardBrandLogo } from "../CardBrandLogo/CardBrandLogo";
import { savedCardSummaryText as text } from "./SavedCardSummary.text";

export interface SavedCardSummaryProps {
  card: Pick<PaymentMethod, "brand" | "last4" | "exp_month" | "exp_year">;
  className?: string;
}

/**
 * A saved card at a glance: its brand's badge, the masked number and the expiry. Phrasing
 * content only, so it can sit inside a label, a button or a list item.
 */
export function SavedCardSummary({ card, className }: SavedCardSummaryProps) {
  return (
    <span className={cn("flex min-w-0 items-center gap-3", className)}>
      <CardBrandLogo brand={card.brand} />
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-gray-900 tabular-nums">
          <bdi dir="ltr">{text.masked(card.last4)}</bdi>
        </span>
        <span className="text-sm text-gray-600 tabular-nums">
          {text.expiry(card.exp_month, card.exp_year)}
        </span>
      </span>
    </span>
  );
}
