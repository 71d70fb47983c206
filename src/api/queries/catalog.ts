import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { useEffect } from "react";
import { on, type AppEventName } from "@/lib/events";
import type { DietFilter, ProductRequestInput, ProductSort } from "../types";
import { api, unwrap } from "../client";
import { earlyReadFirst } from "./earlyReads";

/** docs/product.md § Constants and limits: search results come 20 to a page. */
export const SEARCH_PAGE_SIZE = 20;

/** What a product list (search results or a category listing) is asked for. */
export interface ProductListParams {
  name?: string;
  categoryId?: number;
  ethnicity?: number;
  sortBy?: ProductSort;
  /** The diet filter chips that are on, AND-combined (sent as repeated `marks=`). */
  marks?: DietFilter[];
  page?: number;
  size?: number;
}

/** One key factory for the tag: mutations and refresh events invalidate through these. */
export const catalogKeys = {
  all: ["catalog"] as const,
  home: (ethnicity: number | undefined) => [...catalogKeys.all, "home", { ethnicity }] as const,
  searchPage: () => [...catalogKeys.all, "search-page"] as const,
  popularSearches: () => [...catalogKeys.all, "popular-searches"] as const,
  categories: () => [...catalogKeys.all, "categories"] as const,
  products: (params: ProductListParams) => [...catalogKeys.all, "products", params] as const,
  product: (id: number) => [...catalogKeys.all, "product", id] as const,
  similar: (categoryId: number) => [...catalogKeys.all, "similar", categoryId] as const,
  replacements: (productId: number) => [...catalogKeys.all, "replacements", productId] as const,
  tags: (name: string) => [...catalogKeys.all, "tags", name] as const,
  subCategory: (id: number) => [...catalogKeys.all, "sub-category", id] as const,
  children: (categoryId: number) => [...catalogKeys.all, "children", categoryId] as const,
  siblings: (subCategoryId: number) => [...catalogKeys.all, "siblings", subCategoryId] as const,
  /** Whether the shopper now waits for the product (set by the restock mutations, never fetched). */
  restock: (productId: number) => [...catalogKeys.all, "restock", productId] as const,
};

export const homePageQuery = (ethnicity: number | undefined) =>
  queryOptions({
    queryKey: catalogKeys.home(ethnicity),
    queryFn: earlyReadFirst("/catalog/ui/web/home", { query: { ethnicity } }).queryFn,
  });

export const searchPageQuery = () =>
  queryOptions({
    queryKey: catalogKeys.searchPage(),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET("/catalog/ui/search-page", { signal }))).data,
  });

export const popularSearchesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.popularSearches(),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET("/catalog/ui/web/popular-searches", { signal }))).data,
    staleTime: 10 * 60_000,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET("/catalog/ui/categories", { signal }))).data,
    staleTime: 10 * 60_000,
  });

/** One page of products with its paging; the whole envelope, since the page count is shown. */
export const productListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: catalogKeys.products(params),
    queryFn: async ({ signal }) =>
      unwrap(
        api.GET("/catalog/ui/products", {
          params: { query: { size: SEARCH_PAGE_SIZE, ...params } },
          signal,
        }),
      ),
    // The old page stays on screen while the next one loads, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET("/catalog/ui/products/{id}", { params: { path: { id } }, signal })))
        .data,
  });

/** What may replace a product that runs short, best match first (the "A specific item" list). */
export const replacementProductsQuery = (productId: number) =>
  queryOptions({
    queryKey: catalogKeys.replacements(productId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET("/catalog/ui/products/{id}/replacements", {
            params: { path: { id: productId } },
            signal,
          }),
        )
      ).data,
  });

export const similarProductsQuery = (categoryId: number) =>
  queryOptions({
    queryKey: catalogKeys.similar(categoryId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET("/catalog/ui/similar-products", { params: { query: { categoryId } }, signal }),
        )
      ).data,
  });

export const tagSuggestionsQuery = (name: string) =>
  queryOptions({
    queryKey: catalogKeys.tags(name),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET("/catalog/ui/tags/search", { params: { query: { name } }, signal })))
        .data,
    staleTime: 5 * 60_000,
  });

// A category listing's reads: an early answer that has arrived is its initial data, since one
// that reaches the screen a frame after the first render follows a placeholder row that may vanish
// and move the grid up (issue 14's layout shift).
export const subCategoryQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.subCategory(id),
    ...earlyReadFirst("/catalog/ui/subcategories/{id}", { path: { id } }),
  });

export const childSubCategoriesQuery = (categoryId: number) =>
  queryOptions({
    queryKey: catalogKeys.children(categoryId),
    ...earlyReadFirst("/catalog/ui/subcategories", { query: { categoryId } }),
  });

export const siblingSubCategoriesQuery = (subcategoryId: number) =>
  queryOptions({
    queryKey: catalogKeys.siblings(subcategoryId),
    ...earlyReadFirst("/catalog/ui/subcategories/siblings", { query: { subcategoryId } }),
  });

export const useHomePage = (ethnicity: number | undefined, { enabled = true } = {}) =>
  useQuery({ ...homePageQuery(ethnicity), enabled });
export const useSearchPage = () => useQuery(searchPageQuery());
export const usePopularSearches = () => useQuery(popularSearchesQuery());
export const useCategories = () => useQuery(categoriesQuery());
export const useProductList = (params: ProductListParams, { enabled = true } = {}) =>
  useQuery({ ...productListQuery(params), enabled });
export const useProduct = (id: number) => useQuery(productQuery(id));
export const useSimilarProducts = (categoryId: number | undefined) =>
  useQuery({ ...similarProductsQuery(categoryId ?? 0), enabled: categoryId !== undefined });
export const useReplacementProducts = (productId: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...replacementProductsQuery(productId), enabled });
export const useTagSuggestions = (name: string) =>
  useQuery({ ...tagSuggestionsQuery(name), enabled: name !== "" });
export const useSubCategory = (id: number) => useQuery(subCategoryQuery(id));
export const useChildSubCategories = (categoryId: number) =>
  useQuery(childSubCategoriesQuery(categoryId));
export const useSiblingSubCategories = (subCategoryId: number) =>
  useQuery(siblingSubCategoriesQuery(subCategoryId));

/** Refetches the queries under `queryKey` whenever one of `events` fires (docs/product.md § Screens and routes). */
export function useRefetchOn(events: readonly AppEventName[], queryKey: QueryKey) {
  const queryClient = useQueryClient();
  // Compared as text, so callers may pass fresh array literals on every render.
  const eventList = events.join(" ");
  const keyJson = JSON.stringify(queryKey);
  useEffect(() => {
    const key = JSON.parse(keyJson) as QueryKey;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
    const stops = (eventList.split(" ") as AppEventName[]).map((name) => on(name, refetch));
    return () => stops.forEach((stop) => stop());
  }, [queryClient, keyJson, eventList]);
}

/** docs/product.md § Calls to the API: POST /catalog/ui/products/{id} asks to be told when the product is back. */
export function useRequestRestockNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: number) => {
      await unwrap(api.POST("/catalog/ui/products/{id}", { params: { path: { id: productId } } }));
    },
    onSuccess: (_nothing: unknown, productId: number) =>
      queryClient.setQueryData(catalogKeys.restock(productId), true),
  });
}

/**
 * What the restock mutations last settled for a product, shared by every card and the product
 * page that show it: the lists that carried restockRequested are not fetched again for it.
 */
export function useRestockRequested(productId: number): boolean | undefined {
  return useQuery({
    queryKey: catalogKeys.restock(productId),
    queryFn: () => false,
    enabled: false,
    staleTime: Infinity,
  }).data;
}

/** DELETE /catalog/ui/products/{id}/restock-notification: the one-click unsubscribe. */
export function useCancelRestockNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: number) => {
      await unwrap(
        api.DELETE("/catalog/ui/products/{id}/restock-notification", {
          params: { path: { id: productId } },
        }),
      );
    },
    onSuccess: (_nothing: unknown, productId: number) =>
      queryClient.setQueryData(catalogKeys.restock(productId), false),
  });
}

/** POST /catalog/ui/product-requests: asks the store to stock a product it lacks. */
export function useRequestMissingProduct() {
  return useMutation({
    mutationFn: async (request: ProductRequestInput) =>
      (await unwrap(api.POST("/catalog/ui/product-requests", { body: request }))).data,
  });
}
