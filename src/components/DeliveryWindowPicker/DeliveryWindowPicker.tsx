import { CalendarClock } from "lucide-react";
import { useId, useState } from "react";
import type { TimeSlotDay } from "@/api/types";
import { leftToRight } from "@/i18n/bidi";
import { cn } from "@/lib/cn";
import { formatDeliveryDate } from "@/lib/format";
import { Skeleton } from "../ui/Skeleton";
import { deliveryWindowPickerText as text } from "./DeliveryWindowPicker.text";
import {
  deliveryDayName,
  openWindowCount as openCount,
  type DeliveryWindow,
} from "./deliveryWindow";
import { DeliveryWindowSlots } from "./DeliveryWindowSlots";

export { isWindowOpen, type DeliveryWindow } from "./deliveryWindow";

export interface DeliveryWindowPickerProps {
  days: readonly TimeSlotDay[];
  /** The chosen window, or null before the shopper picks one. */
  value: DeliveryWindow | null;
  onChange: (window: DeliveryWindow) => void;
  /** The days are still loading. */
  loading?: boolean;
  /** The id of the shown day's radio, so a page can move focus to the picker. */
  id?: string;
  className?: string;
}

/**
 * docs/product.md § Checkout and § Constants and limits: delivery days ("Monday, Jun 01, 2026") as a radio group, and the shown
 * day's windows as radios; closed or full windows stay visible but cannot be chosen. Native radios
 * give the arrow-key movement of a radio group.
 */
export function DeliveryWindowPicker({
  days,
  value,
  onChange,
  loading = false,
  id,
  className,
}: DeliveryWindowPickerProps) {
  const name = useId();
  const firstOpenDay = days.find((day) => openCount(day) > 0) ?? days[0];
  const [shownDate, setShownDate] = useState<string | null>(null);
  const shown = days.find((day) => day.date === (shownDate ?? value?.date)) ?? firstOpenDay ?? null;

  if (loading) return <PickerSkeleton className={className} />;
  if (!shown) {
    return (
      <p
        className={cn(
          "flex items-center gap-2 rounded-lg bg-gray-50 p-4 text-sm text-gray-700",
          className,
        )}
      >
        <CalendarClock aria-hidden className="size-5 shrink-0 text-gray-500" />
        {text.empty}
      </p>
    );
  }

  const noneOpen = days.every((day) => openCount(day) === 0);
  const chosenDay = value ? days.find((day) => day.date === value.date) : undefined;
  const chosenSlot = chosenDay?.deliveryTimeSlotSettings.find(
    (slot) => slot.id === value?.timeSlotId && slot.availability === "OPEN",
  );

  return (
    <div className={cn("flex flex-col gap-4", className)}>
      {noneOpen ? (
        <p className="flex items-start gap-2 rounded-lg bg-warning-100 p-3 text-sm text-warning-700">
          <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {text.allUnavailable}
        </p>
      ) : null}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-gray-700">{text.daysLegend}</legend>
        {/* A row to swipe on phones; a grid from small screens on. */}
        <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0">
          {days.map((day) => {
            const open = openCount(day);
            const checked = day.date === shown.date;
            return (
              <label
                key={day.date}
                className={cn(
                  "grid w-56 shrink-0 cursor-pointer snap-start grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 rounded-lg border p-3 transition-colors sm:w-auto has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
                  checked
                    ? "border-brand-700 bg-brand-50"
                    : "border-gray-200 bg-white hover:border-gray-300",
                )}
              >
                <input
                  type="radio"
                  name={`${name}-day`}
                  id={checked ? id : undefined}
                  value={day.date}
                  checked={checked}
                  onChange={() => setShownDate(day.date)}
                  className="row-span-3 mt-0.5 size-4 accent-brand-700 focus-visible:outline-none"
                />
                <span className="text-sm font-semibold text-gray-900">{deliveryDayName(day)}</span>
                <span className="text-sm text-gray-700">{formatDeliveryDate(day.date)}</span>
                <span
                  className={cn("mt-0.5 text-xs", open > 0 ? "text-brand-700" : "text-gray-600")}
                >
                  {open > 0 ? text.dayOpenCount(open) : text.dayUnavailable}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <DeliveryWindowSlots day={shown} name={`${name}-window`} value={value} onChange={onChange} />
      {chosenDay && chosenSlot ? (
        <p className="text-sm text-gray-700">
          <span className="font-medium">{text.chosenLabel}: </span>
          {text.chosen(formatDeliveryDate(chosenDay.date), leftToRight(chosenSlot.formattedTime))}
        </p>
      ) : null}
    </div>
  );
}

function PickerSkeleton({ className }: { className?: string }) {
  return (
    <div aria-busy className={cn("flex flex-col gap-4", className)}>
      <span className="sr-only" role="status">
        {text.loading}
      </span>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} rounded="lg" className="h-20" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} rounded="lg" className="h-11" />
        ))}
      </div>
    </div>
  );
}
