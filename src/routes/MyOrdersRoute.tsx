import type { InfiniteData } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useOrderList, usePreviouslyBought } from "@/api/queries/orderLists";
import type { PageMeta, PurchasePeriod } from "@/api/types";
import { MyOrders } from "@/components/MyOrders/MyOrders";
import {
  DEFAULT_PURCHASE_PERIOD,
  isMyOrdersTab,
  isPendingSubTab,
  statusesOf,
  type MyOrdersTab,
} from "@/components/MyOrders/myOrdersTabs";
import { OrderList } from "@/components/MyOrders/OrderList";
import type { PagedListState } from "@/components/MyOrders/PagedList";
import { PreviouslyBoughtList } from "@/components/MyOrders/PreviouslyBoughtList";
import { paths } from "@/lib/paths";
import { renderProductCard } from "./shared/ProductCardContainer";

interface PagedQuery<T> {
  data: InfiniteData<{ data: T[]; meta: PageMeta }> | undefined;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * The pages joined; an item seen on an earlier page is not shown twice (a new order moves every
 * later one down a page between two reads).
 */
function pagedState<T extends { uuid: string }>(query: PagedQuery<T>): PagedListState<T> {
  if (!query.data) {
    return query.isError
      ? { status: "error", onRetry: () => void query.refetch() }
      : { status: "pending" };
  }
  const seen = new Set<string>();
  const items = query.data.pages
    .flatMap((page) => page.data)
    .filter((item) => !seen.has(item.uuid) && Boolean(seen.add(item.uuid)));
  return {
    status: "success",
    items,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

/** /my-orders?tab&subTab: the tab and sub tab live in the URL so a reload keeps them. */
export function MyOrdersRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get("tab");
  const requestedSubTab = searchParams.get("subTab");
  const tab = isMyOrdersTab(requestedTab) ? requestedTab : "Pendings";
  const subTab = isPendingSubTab(requestedSubTab) ? requestedSubTab : "All";
  const [period, setPeriod] = useState<PurchasePeriod>(DEFAULT_PURCHASE_PERIOD);

  const orderAgain = tab === "Order Again";
  const orders = useOrderList(orderAgain ? [] : statusesOf(tab, subTab), { enabled: !orderAgain });
  const bought = usePreviouslyBought(period, { enabled: orderAgain });

  const show = (next: MyOrdersTab, nextSubTab?: string) =>
    setSearchParams(
      (params) => {
        params.set("tab", next);
        // Spec section 2: another tab starts on All.
        if (next === "Pendings") params.set("subTab", nextSubTab ?? "All");
        else params.delete("subTab");
        return params;
      },
      { replace: true },
    );

  return (
    <MyOrders
      tab={tab}
      subTab={subTab}
      onTabChange={(next) => show(next)}
      onSubTabChange={(next) => show("Pendings", next)}
    >
      {orderAgain ? (
        <PreviouslyBoughtList
          period={period}
          onPeriodChange={setPeriod}
          state={pagedState(bought)}
          renderProduct={renderProductCard}
        />
      ) : (
        <OrderList state={pagedState(orders)} trackHref={(order) => paths.order(order.uuid)} />
      )}
    </MyOrders>
  );
}
