import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "../client";

/** Spec section 7: POST /catalog/ui/products/{id} asks to be told when the product is back. */
export function useRequestRestockNotification() {
  return useMutation({
    mutationFn: async (productId: number) => {
      await unwrap(api.POST("/catalog/ui/products/{id}", { params: { path: { id: productId } } }));
    },
  });
}
