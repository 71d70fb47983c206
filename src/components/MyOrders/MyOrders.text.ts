import type { PurchasePeriod } from "@/api/types";

/** docs/product.md § My orders: every word the page shows. */
export const myOrdersText = {
  heading: "My Orders",
  tabsLabel: "Order lists",
  subTabsLabel: "Pending orders",
  empty: "No Orders Found",
  noPreviouslyBought: "No Previously Bought Items",
  trackOrder: "Track Order",
  trackOrderLabel: (invoiceNumber: string) => `Track Order ${invoiceNumber}`,
  orderTitle: (invoiceNumber: string) => `Order ${invoiceNumber}`,
  placedOn: "Placed on",
  total: "Total",
  moreItems: (count: number) => `+${count}`,
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
};
