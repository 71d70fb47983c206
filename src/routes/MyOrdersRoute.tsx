import type { InfiniteData } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import {
  useClearHiddenOrderLists,
  useOrderList,
  usePreviouslyBought,
} from "@/api/queries/orderLists";
import type { Order, PageMeta, PurchasePeriod } from "@/api/types";
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
import {
  PreviouslyBoughtList,
  previouslyBoughtId,
} from "@/components/MyOrders/PreviouslyBoughtList";
import { paths } from "@/lib/paths";
import { renderProductCard } from "./shared/ProductCardContainer";
import { PrivatePageMeta } from "@/app/meta/StoreMeta";
import { accountLayoutText } from "@/components/AccountLayout/AccountLayout.text";

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
 * later one down a page between two reads). `identify` names what tells two items apart.
 */
function pagedState<T>(
  query: PagedQuery<T>,
  identify: (item: T) => string | number,
): PagedListState<T> {
  if (!query.data) {
    return query.isError
      ? { status: "error", onRetry: () => void query.refetch() }
      : { status: "pending" };
  }
  const seen = new Set<string | number>();
  const items = query.data.pages
    .flatMap((page) => page.data)
    .filter((item) => {
      const id = identify(item);
      return !seen.has(id) && Boolean(seen.add(id));
    });
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

const orderId = (order: Order) => order.uuid;

/** /my-orders?tab&subTab: the tab and sub tab live in the URL so a reload keeps them. */
function MyOrdersScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get("tab");
  const requestedSubTab = searchParams.get("subTab");
  const tab = isMyOrdersTab(requestedTab) ? requestedTab : "Pendings";
  const subTab = isPendingSubTab(requestedSubTab) ? requestedSubTab : "All";
  const [period, setPeriod] = useState<PurchasePeriod>(DEFAULT_PURCHASE_PERIOD);

  const orderAgain = tab === "Order Again";
  const orders = useOrderList(orderAgain ? [] : statusesOf(tab, subTab), { enabled: !orderAgain });
  const bought = usePreviouslyBought(period, { enabled: orderAgain });
  const clearHiddenLists = useClearHiddenOrderLists();

  const show = (next: MyOrdersTab, nextSubTab?: string) => {
    clearHiddenLists();
    setSearchParams(
      (params) => {
        params.set("tab", next);
        // docs/product.md § My orders: another tab starts on All.
        if (next === "Pendings") params.set("subTab", nextSubTab ?? "All");
        else params.delete("subTab");
        return params;
      },
      { replace: true },
    );
  };

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
          onPeriodChange={(next) => {
            clearHiddenLists();
            setPeriod(next);
          }}
          state={pagedState(bought, previouslyBoughtId)}
          renderProduct={renderProductCard}
        />
      ) : (
        <OrderList
          state={pagedState(orders, orderId)}
          trackHref={(order) => paths.order(order.uuid)}
        />
      )}
    </MyOrders>
  );
}

/** The page kept out of search results (docs/seo.md), titled as it is headed. */
export function MyOrdersRoute() {
  return (
    <>
      <PrivatePageMeta title={accountLayoutText.myOrders} />
      <MyOrdersScreen />
    </>
  );
}
