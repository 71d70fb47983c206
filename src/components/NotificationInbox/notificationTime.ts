import { dateFormat } from "@/i18n/intlFormats";
import { notificationInboxText as text } from "./NotificationInbox.text";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The dates are formatted in the active language (src/i18n/intlFormats.ts), made on first use.

/**
 * When a message came, as a list of them reads best: "Just now", "5 min ago", "2 h ago", "3 d ago",
 * then its day ("May 28") from a week on. A date ahead of the clock reads "Just now".
 */
export function notificationAge(createdAt: string, now: number): string {
  const age = now - Date.parse(createdAt);
  if (age < MINUTE) return text.justNow;
  if (age < HOUR) return text.minutesAgo(Math.floor(age / MINUTE));
  if (age < DAY) return text.hoursAgo(Math.floor(age / HOUR));
  if (age < 7 * DAY) return text.daysAgo(Math.floor(age / DAY));
  return dateFormat("shortDate", { month: "short", day: "numeric" }).format(new Date(createdAt));
}

/** The whole date and time in the shopper's time zone, for the tooltip: "Jun 1, 2026, 9:55 AM". */
export function notificationDate(createdAt: string): string {
  return dateFormat("fullDate", { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(createdAt),
  );
}
