import type { CheckoutRequest, TimeSlotDay } from "@/api/types";
import { dateFormat } from "@/i18n/intlFormats";
import { deliveryWindowPickerText as text } from "./DeliveryWindowPicker.text";

/** The chosen day (TimeSlotDay.date) and window (DeliveryTimeSlotSetting.id), as checkout sends them. */
export type DeliveryWindow = CheckoutRequest["shipping"]["dateTimeSlot"];

/** Only OPEN windows can be booked; CLOSED and FULL ones are listed so the shopper sees why. */
export function isWindowOpen(days: readonly TimeSlotDay[], window: DeliveryWindow | null): boolean {
  if (!window) return false;
  const day = days.find((candidate) => candidate.date === window.date);
  const slot = day?.deliveryTimeSlotSettings.find((setting) => setting.id === window.timeSlotId);
  return slot?.availability === "OPEN";
}

export function openWindowCount(day: TimeSlotDay): number {
  return day.deliveryTimeSlotSettings.filter((slot) => slot.availability === "OPEN").length;
}

/**
 * A day's name above its date, in the active language: the server's displayDate is English
 * ('Today', 'Tomorrow', then the weekday), so its first two are words of the picker and a later
 * day is named by its date's weekday.
 */
export function deliveryDayName(day: TimeSlotDay): string {
  if (day.displayDate === "Today") return text.today;
  if (day.displayDate === "Tomorrow") return text.tomorrow;
  const [year = Number.NaN, month = Number.NaN, date = Number.NaN] = day.date
    .split("-")
    .map(Number);
  const utc = Date.UTC(year, month - 1, date);
  if (Number.isNaN(utc)) return day.displayDate;
  return dateFormat("deliveryWeekday", { timeZone: "UTC", weekday: "long" }).format(utc);
}
