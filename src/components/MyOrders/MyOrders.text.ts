import type { PurchasePeriod } from "@/api/types";
import { defineText } from "@/i18n/defineText";
import type { MyOrdersTab, PendingSubTab } from "./myOrdersTabs";

/** docs/product.md § My orders: every word the page shows. */
export const myOrdersText = defineText("myOrdersText", {
  heading: "My Orders",
  tabsLabel: "Order lists",
  subTabsLabel: "Pending orders",
  /** Each tab's name; the URL keeps the spec's English spelling (?tab=To+Review) in every language. */
  tabs: {
    Pendings: "Pendings",
    Shipped: "Shipped",
    "To Review": "To Review",
    "Returns/Cancelled": "Returns/Cancelled",
    "Order Again": "Order Again",
  } satisfies Record<MyOrdersTab, string>,
  subTabs: {
    All: "All",
    Accepted: "Accepted",
    "In Preparation": "In Preparation",
    Dispatched: "Dispatched",
  } satisfies Record<PendingSubTab, string>,
  empty: "No Orders Found",
  noPreviouslyBought: "No Previously Bought Items",
  trackOrder: "Track Order",
  trackOrderLabel: (invoiceNumber: string) => `Track Order ${invoiceNumber}`,
  orderTitle: (invoiceNumber: string) => `Order ${invoiceNumber}`,
  placedOn: "Placed on",
  total: "Total",
  moreItems: (count: number) => `+${count}`,
  /** docs/replacements.md: what became of the order's short items, "2 items replaced, 1 refunded". */
  shortages: (replaced: number, refunded: number) => {
    const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;
    if (replaced === 0) return `${items(refunded)} refunded`;
    return refunded === 0
      ? `${items(replaced)} replaced`
      : `${items(replaced)} replaced, ${refunded} refunded`;
  },
  moreItemsLabel: (count: number) => `${count} more ${count === 1 ? "item" : "items"}`,
  loading: "Loading orders…",
  loadingMore: "Loading more…",
  errorTitle: "We could not load your orders.",
  errorDescription: "Check your connection and try again.",
  retry: "Try again",
  periodLabel: "Bought in",
  previouslyBoughtLabel: "Previously bought items",
  periods: {
    lastWeek: "Last week",
    lastMonth: "Last month",
    last3Months: "Last 3 months",
    currentYear: "This year",
  } satisfies Record<PurchasePeriod, string>,
});
