import type { OrderStatus, PurchasePeriod } from "@/api/types";

/** docs/product.md § My orders: the tabs, spelt as they appear in the URL (?tab=To+Review). */
export const myOrdersTabs = [
  "Pendings",
  "Shipped",
  "To Review",
  "Returns/Cancelled",
  "Order Again",
] as const;
export type MyOrdersTab = (typeof myOrdersTabs)[number];

/** The Pendings tab's sub tabs, spelt as they appear in the URL (?subTab=In+Preparation). */
export const pendingSubTabs = ["All", "Accepted", "In Preparation", "Dispatched"] as const;
export type PendingSubTab = (typeof pendingSubTabs)[number];

/** The tabs that list orders; Order Again lists products instead. */
export type OrderListTab = Exclude<MyOrdersTab, "Order Again">;

/**
 * Which statuses each list asks GET /orders/ui for. PENDING_PROCESSING (not yet accepted) has no
 * sub tab of its own, so it sits with Accepted; COMPLETED (delivered and reviewed) with Shipped.
 */
export const pendingStatuses: Readonly<Record<PendingSubTab, readonly OrderStatus[]>> = {
  All: ["PENDING_PROCESSING", "PENDING_ACCEPTED", "PENDING_IN_PREPARATION", "PENDING_DISPATCHED"],
  Accepted: ["PENDING_PROCESSING", "PENDING_ACCEPTED"],
  "In Preparation": ["PENDING_IN_PREPARATION"],
  Dispatched: ["PENDING_DISPATCHED"],
};

const tabStatuses: Readonly<Record<Exclude<OrderListTab, "Pendings">, readonly OrderStatus[]>> = {
  Shipped: ["SHIPPED", "COMPLETED"],
  "To Review": ["TO_REVIEW"],
  "Returns/Cancelled": ["CANCELLED", "RETURNED"],
};

export function statusesOf(tab: OrderListTab, subTab: PendingSubTab): readonly OrderStatus[] {
  return tab === "Pendings" ? pendingStatuses[subTab] : tabStatuses[tab];
}

/** Order Again's period choice; the contract's default comes first. */
export const purchasePeriods: readonly PurchasePeriod[] = [
  "lastWeek",
  "lastMonth",
  "last3Months",
  "currentYear",
];
export const DEFAULT_PURCHASE_PERIOD: PurchasePeriod = "lastWeek";

export const isMyOrdersTab = (value: string | null): value is MyOrdersTab =>
  (myOrdersTabs as readonly (string | null)[]).includes(value);

export const isPendingSubTab = (value: string | null): value is PendingSubTab =>
  (pendingSubTabs as readonly (string | null)[]).includes(value);

export const isPurchasePeriod = (value: string | null): value is PurchasePeriod =>
  (purchasePeriods as readonly (string | null)[]).includes(value);

/** docs/product.md § My orders: an order card shows at most this many item thumbnails, then '+N'. */
export const MAX_THUMBNAILS = 6;
