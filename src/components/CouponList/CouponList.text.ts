import { dateFormat } from "@/i18n/intlFormats";
import type { CouponTab } from "./couponTabs";
import { computed, defineText } from "@/i18n/defineText";

// The server sends endDate as the last second of the day in UTC; read in UTC it names the same
// day as the coupon's validity line, wherever the shopper is.
const endDateFormat = () =>
  dateFormat("couponEndDate", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** "Jun 30, 2026"; the raw text when it is not a date, so nothing is silently dropped. */
function formatEndDate(endDate: string): string {
  const parsed = new Date(endDate);
  return Number.isNaN(parsed.getTime()) ? endDate : endDateFormat().format(parsed);
}

/** docs/product.md § Coupons and 8: the words of the coupons page, shared with its stories. */
export const couponListText = defineText("couponListText", {
  heading: "Coupons",
  tabsLabel: "Coupons by status",
  tabs: { available: "Available", used: "Used", expired: "Expired" } satisfies Record<
    CouponTab,
    string
  >,
  empty: "No Coupons Found",
  loading: "Loading coupons...",
  codeLabel: "Code",
  /** The copy button's accessible name: "Copy code WELCOME5". */
  copyCode: (code: string) => `Copy code ${code}`,
  copy: "Copy",
  endDateLabel: "Ends",
  endDate: computed(formatEndDate),
  applicable: "Applicable to your cart",
  notApplicable: "Not applicable to your cart",
  errorTitle: "Coupons could not be loaded",
  errorDescription: "Check your connection and try again.",
  retry: "Try again",
});
