import type { Schemas } from "../../http/types";

export interface SlotRow {
  id: number;
  startMinute: number;
  endMinute: number;
  /** Orders the window takes per date; null takes any number. */
  capacity: number | null;
}

/** How many live orders a date's window holds; windows without one hold none. */
export type SlotBookings = (date: string, slotId: number) => number;

export interface SlotSettings {
  daysAhead: number;
  leadMinutes: number;
  timeZone: string;
}

const MINUTES_PER_DAY = 24 * 60;

// One per time zone, kept: making one takes about 0.1 ms, far more than using it, and every
// delivery-window answer reads the clock.
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date and minute of the day of `now` in the store's time zone. */
function localClock(
  now: Date,
  timeZone: string,
): { year: number; month: number; day: number; minute: number } {
  const parts = Object.fromEntries(
    clockFormat(timeZone)
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

/** The first and last store dates that `upcomingSlotDays` can list, as YYYY-MM-DD. */
export function slotDateRange(now: Date, settings: SlotSettings): { from: string; to: string } {
  const today = localClock(now, settings.timeZone);
  const day = (offset: number) =>
    new Date(Date.UTC(today.year, today.month - 1, today.day + offset)).toISOString().slice(0, 10);
  return { from: day(0), to: day(Math.max(settings.daysAhead - 1, 0)) };
}

/**
 * The delivery days from today (store time) with every window and whether it can be booked. A
 * window is CLOSED once less than `leadMinutes` remain before it starts (that outranks FULL: it
 * could not be booked even with room), FULL once it holds its capacity of orders for that date.
 * A day is listed while at least one of its windows has not closed, so late in the evening the
 * list starts tomorrow instead of with a today the shopper can do nothing with; a day that is
 * booked out stays listed, because FULL tells the shopper why and that it will not free up.
 */
export function upcomingSlotDays(
  now: Date,
  settings: SlotSettings,
  slots: readonly SlotRow[],
  bookings: SlotBookings,
): Schemas["TimeSlotDay"][] {
  const today = localClock(now, settings.timeZone);
  const days: Schemas["TimeSlotDay"][] = [];
  for (let offset = 0; offset < settings.daysAhead; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const isoDate = date.toISOString().slice(0, 10);
    // Minutes from "now" to the start of a window on this day, in store time.
    const earliestStart = today.minute + settings.leadMinutes - offset * MINUTES_PER_DAY;
    if (!slots.some((slot) => slot.startMinute >= earliestStart)) continue;
    days.push({
      displayDate: offset === 0 ? "Today" : offset === 1 ? "Tomorrow" : weekday.format(date),
      formattedDate: longDate.format(date),
      date: isoDate,
      deliveryTimeSlotSettings: slots.map((slot) => ({
        id: slot.id,
        formattedTime: `${formatMinute(slot.startMinute)} - ${formatMinute(slot.endMinute)}`,
        availability: availability(
          slot,
          slot.startMinute < earliestStart,
          bookings(isoDate, slot.id),
        ),
      })),
    });
  }
  return days;
}

function availability(
  slot: SlotRow,
  closed: boolean,
  booked: number,
): Schemas["TimeSlotAvailability"] {
  if (closed) return "CLOSED";
  return slot.capacity !== null && booked >= slot.capacity ? "FULL" : "OPEN";
}
