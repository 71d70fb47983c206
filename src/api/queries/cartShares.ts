import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CartShareAddResult } from "../types";
import { api, unwrap } from "../client";
import { cartKeys } from "./cart";

/** Shared carts (our addition to the cart tag): a link's snapshot, read by anyone with its id. */
export const cartShareKeys = {
  all: ["cart-shares"] as const,
  detail: (id: string) => [...cartShareKeys.all, "detail", id] as const,
};

export const cartShareQuery = (id: string) =>
  queryOptions({
    queryKey: cartShareKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET("/cart/shares/{id}", { params: { path: { id } }, signal }))).data,
  });

/** A session is optional: the share reads the same for everyone. */
export const useCartShare = (id: string) => useQuery(cartShareQuery(id));

/** Snapshots the session's cart and saved list; each call makes a new link. */
export function useCreateCartShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await unwrap(api.POST("/cart/shares"))).data,
    // Whoever opens the link first here reads it from the cache.
    onSuccess: (share) => queryClient.setQueryData(cartShareKeys.detail(share.id), share),
  });
}

/**
 * 'Add all to cart': the answer carries the updated cart, so the cart query takes it as is;
 * added products leave the saved list on the server, so that list is read again.
 */
export function useAddCartShareToCart(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await unwrap(api.POST("/cart/shares/{id}/add-to-cart", { params: { path: { id } } }))).data,
    onSuccess: (result: CartShareAddResult) => {
      queryClient.setQueryData(cartKeys.detail(), result.cart);
      void queryClient.invalidateQueries({ queryKey: cartKeys.savedForLater() });
    },
  });
}
