import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { OrderStatus, PageMeta, PurchasePeriod } from "../types";
import { api, unwrap } from "../client";
import { orderKeys } from "./orders";

/** The next 1-based page, or undefined after the last one. */
const nextPage = ({ meta }: { meta: PageMeta }) =>
  meta.currentPage < meta.totalPages ? meta.currentPage + 1 : undefined;

/**
 * An order moves from list to list without the app seeing it (the fulfilment simulator), so a
 * list is asked for again each time it is shown: it is never fresh in the cache.
 */
const LIST_STALE_TIME = 0;

/**
 * Each list's pages live under its first page's key (orderKeys.list(statuses, 1)), so every list
 * is still under orderKeys.lists() and an order action's invalidation reaches it.
 */
export const orderListQuery = (statuses: readonly OrderStatus[]) =>
  infiniteQueryOptions({
    queryKey: [...orderKeys.list(statuses, 1), "infinite"] as const,
    staleTime: LIST_STALE_TIME,
    queryFn: async ({ pageParam }) =>
      await unwrap(
        api.GET("/orders/ui", {
          params: { query: { statuses: statuses.join(","), page: pageParam } },
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const previouslyBoughtQuery = (period: PurchasePeriod) =>
  infiniteQueryOptions({
    queryKey: [...orderKeys.previouslyBought(period, 1), "infinite"] as const,
    staleTime: LIST_STALE_TIME,
    queryFn: async ({ pageParam }) =>
      await unwrap(
        api.GET("/orders/ui/previously-bought-items", {
          params: { query: { period, page: pageParam } },
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** GET /orders/ui?statuses&page, page by page (My Orders). */
export const useOrderList = (statuses: readonly OrderStatus[], { enabled = true } = {}) =>
  useInfiniteQuery({ ...orderListQuery(statuses), enabled });

/** GET /orders/ui/previously-bought-items?period&page, page by page (Order Again). */
export const usePreviouslyBought = (period: PurchasePeriod, { enabled = true } = {}) =>
  useInfiniteQuery({ ...previouslyBoughtQuery(period), enabled });

/**
 * docs/product.md § My orders "Switching tab clears the list": before another tab, sub tab or period is shown,
 * the lists not on screen are dropped, so the next one starts empty and shows the server's answer,
 * never an older copy of itself. The list on screen stays until the next one replaces it.
 */
export function useClearHiddenOrderLists(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.removeQueries({ queryKey: orderKeys.lists(), type: "inactive" }),
    [queryClient],
  );
}
