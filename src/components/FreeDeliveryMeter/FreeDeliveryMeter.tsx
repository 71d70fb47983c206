import { CircleCheck, Truck } from "lucide-react";
import type { FreeDeliveryProgress } from "@/api/types";
import { leftToRight } from "@/i18n/bidi";
import { cn } from "@/lib/cn";
import { freeDeliveryMeterText as text } from "./FreeDeliveryMeter.text";

export interface FreeDeliveryMeterProps {
  /** The cart's meter as the server computed it from the subtotal; the app works out nothing. */
  freeDelivery: FreeDeliveryProgress;
  /** A change of the cart awaits the server: the figures shown are the previous ones, dimmed. */
  updating?: boolean;
  className?: string;
}

/**
 * "Add $4.91 for free delivery" over a bar of the subtotal's share of the threshold, then "Free
 * delivery unlocked" with the bar full. The sentence is a polite live region, so a shopper who
 * changes a quantity hears how far they now are, and when delivery turns free.
 */
export function FreeDeliveryMeter({
  freeDelivery,
  updating = false,
  className,
}: FreeDeliveryMeterProps) {
  const { isUnlocked, formattedRemaining, formattedThreshold, progressPercent } = freeDelivery;
  const Icon = isUnlocked ? CircleCheck : Truck;
  return (
    <div aria-busy={updating} className={cn("flex flex-col gap-1.5", className)}>
      <p
        aria-live="polite"
        className={cn(
          "flex items-center gap-1.5 text-sm font-medium",
          // Dimmed by colour, not opacity, so the words keep their contrast while updating.
          updating ? "text-gray-600" : isUnlocked ? "text-brand-800" : "text-gray-800",
        )}
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        {isUnlocked ? text.unlocked : text.remaining(leftToRight(formattedRemaining))}
      </p>
      <div
        role="progressbar"
        aria-label={text.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progressPercent}
        aria-valuetext={text.progressValue(progressPercent, formattedThreshold)}
        className={cn("h-2 overflow-hidden rounded-full bg-gray-200", updating && "opacity-60")}
      >
        <div
          className={cn("h-full rounded-full", isUnlocked ? "bg-brand-600" : "bg-brand-500")}
          style={{ width: `${progressPercent}%` }}
        />
      </div>
    </div>
  );
}
