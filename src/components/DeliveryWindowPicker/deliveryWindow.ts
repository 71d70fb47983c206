import type { CheckoutRequest, TimeSlotDay } from "@/api/types";

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
