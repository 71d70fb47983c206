import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { OrderStatus, PageMeta, PurchasePeriod } from "../types";
import { api, unwrap } from "../client";
import { orderKeys } from "./orders";

/** The next 1-based page, or undefined after the last one. */
const nextPage = ({ meta }: { meta: PageMeta }) =>
  meta.currentPage < meta.totalPages ? meta.currentPage + 1 : undefined;

/**
 * Each list's pages live under its first page's key (orderKeys.list(statuses, 1)), so every list
 * is still under orderKeys.lists() and an order action's invalidation reaches it.
 */
export const orderListQuery = (statuses: readonly OrderStatus[]) =>
  infiniteQueryOptions({
    queryKey: [...orderKeys.list(statuses, 1), "infinite"] as const,
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
