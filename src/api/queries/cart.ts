import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Cart } from "../types";
import { api, unwrap } from "../client";

export const cartKeys = {
  all: ["cart"] as const,
  detail: () => [...cartKeys.all, "detail"] as const,
};

export const cartQuery = () =>
  queryOptions({
    queryKey: cartKeys.detail(),
    queryFn: async () => (await unwrap(api.GET("/cart"))).data,
  });

/** The cart exists only for a session (guest or customer); without one there is nothing to ask. */
export const useCart = ({ enabled }: { enabled: boolean }) => useQuery({ ...cartQuery(), enabled });

/**
 * Quantities by product id from the one cart, so every product list on screen agrees with the
 * cart the moment it changes, without refetching each list.
 */
export function useCartQuantities({ enabled }: { enabled: boolean }): ReadonlyMap<number, number> {
  const { data: cart } = useCart({ enabled });
  return useMemo(
    () => new Map(cart?.cartItems.map((line) => [line.product.id, line.qty]) ?? []),
    [cart],
  );
}

/** Spec section 7: POST /cart/items/replace sets a product's quantity; 0 removes the line. */
export function useReplaceCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (line: { productId: number; qty: number }) =>
      (await unwrap(api.POST("/cart/items/replace", { body: line }))).data,
    onSuccess: (cart: Cart) => queryClient.setQueryData(cartKeys.detail(), cart),
  });
}
