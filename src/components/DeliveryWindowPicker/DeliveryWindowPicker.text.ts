import { defineText } from "@/i18n/defineText";
/** docs/product.md § Checkout and 9: the words of the delivery window picker. */
export const deliveryWindowPickerText = defineText("deliveryWindowPickerText", {
  heading: "Delivery Window",
  daysLegend: "Delivery day",
  /** The server names the first two days so (TimeSlotDay.displayDate); later days by weekday. */
  today: "Today",
  tomorrow: "Tomorrow",
  /** The windows' legend: "Delivery time on Monday, Jun 01, 2026". */
  windowsLegend: (date: string) => `Delivery time on ${date}`,
  closed: "Closed",
  full: "Full",
  /** Under a day whose every window is closed or full. */
  dayUnavailable: "No windows left",
  /** A day's open windows: "3 windows open". */
  dayOpenCount: (count: number) => `${count} ${count === 1 ? "window" : "windows"} open`,
  loading: "Loading delivery windows",
  empty: "No delivery windows are available right now. Please check back later.",
  allUnavailable: "Every delivery window is closed or full right now. Please check back later.",
  /** The chosen window, read back: "Tuesday, Jun 02, 2026, 12:00 PM - 2:00 PM". */
  chosen: (date: string, time: string) => `${date}, ${time}`,
  chosenLabel: "Delivering",
});
