import type { TimeSlotAvailability, TimeSlotDay } from "@/api/types";
import { cn } from "@/lib/cn";
import { formatDeliveryDate } from "@/lib/format";
import type { DeliveryWindow } from "./deliveryWindow";
import { deliveryWindowPickerText as text } from "./DeliveryWindowPicker.text";

/** Read when drawn, in the active language (a value read at import would stay English). */
const UNAVAILABLE: Readonly<Record<Exclude<TimeSlotAvailability, "OPEN">, () => string>> = {
  CLOSED: () => text.closed,
  FULL: () => text.full,
};

export interface DeliveryWindowSlotsProps {
  day: TimeSlotDay;
  /** The radio group's name. */
  name: string;
  value: DeliveryWindow | null;
  onChange: (window: DeliveryWindow) => void;
}

/** One day's windows as radios; a closed or full one is disabled and says which it is. */
export function DeliveryWindowSlots({ day, name, value, onChange }: DeliveryWindowSlotsProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-gray-700">
        {text.windowsLegend(formatDeliveryDate(day.date))}
      </legend>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
        {day.deliveryTimeSlotSettings.map((slot) => {
          const open = slot.availability === "OPEN";
          const checked = open && value?.date === day.date && value.timeSlotId === slot.id;
          return (
            <label
              key={slot.id}
              className={cn(
                "flex h-11 items-center gap-3 rounded-lg border px-3 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
                !open &&
                  "cursor-not-allowed border-dashed border-gray-200 bg-gray-50 text-gray-600",
                open && checked && "cursor-pointer border-brand-700 bg-brand-50 font-semibold",
                open && !checked && "cursor-pointer border-gray-200 bg-white hover:border-gray-300",
              )}
            >
              <input
                type="radio"
                name={name}
                value={slot.id}
                checked={checked}
                disabled={!open}
                onChange={() => onChange({ date: day.date, timeSlotId: slot.id })}
                className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span className={cn("flex-1", !open && "line-through")}>
                <bdi dir="ltr">{slot.formattedTime}</bdi>
              </span>
              {slot.availability === "OPEN" ? null : (
                <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-700 no-underline">
                  {UNAVAILABLE[slot.availability]()}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
