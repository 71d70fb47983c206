import type { Schemas } from "../../http/types";

export interface SlotRow {
  id: number;
  startMinute: number;
  endMinute: number;
}

export interface SlotSettings {
  daysAhead: number;
  leadMinutes: number;
  timeZone: string;
}

const MINUTES_PER_DAY = 24 * 60;

/** The calendar date and minute of the day of `now` in the store's time zone. */
function localClock(
  now: Date,
  timeZone: string,
): { year: number; month: number; day: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    minute: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
  };
}

export function formatMinute(minute: number): string {
  const hours24 = Math.floor(minute / 60) % 24;
  const minutes = String(minute % 60).padStart(2, "0");
  const suffix = hours24 < 12 ? "AM" : "PM";
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${String(hours12).padStart(2, "0")}:${minutes} ${suffix}`;
}

const longDate = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "short",
  day: "2-digit",
  year: "numeric",
});
const weekday = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long" });

/**
 * The bookable days from today (store time) with their windows. Today's windows need
 * `leadMinutes` of notice; a day without any window left is not offered.
 */
export function upcomingSlotDays(
  now: Date,
  settings: SlotSettings,
  slots: readonly SlotRow[],
): Schemas["TimeSlotDay"][] {
  const today = localClock(now, settings.timeZone);
  const days: Schemas["TimeSlotDay"][] = [];
  for (let offset = 0; offset < settings.daysAhead; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    // Minutes from "now" to the start of a window on this day, in store time.
    const earliestStart = today.minute + settings.leadMinutes - offset * MINUTES_PER_DAY;
    const open = slots.filter((slot) => slot.startMinute >= earliestStart);
    if (open.length === 0) continue;
    days.push({
      displayDate: offset === 0 ? "Today" : offset === 1 ? "Tomorrow" : weekday.format(date),
      formattedDate: longDate.format(date),
      date: date.toISOString().slice(0, 10),
      deliveryTimeSlotSettings: open.map((slot) => ({
        id: slot.id,
        formattedTime: `${formatMinute(slot.startMinute)} - ${formatMinute(slot.endMinute)}`,
      })),
    });
  }
  return days;
}
