import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useState } from "react";
import { createAttempts } from "../attempts";
import type { CheckoutRequest } from "../types";
import { api, unwrap } from "../client";
import { cartKeys } from "./cart";

type SendCheckout = (body: CheckoutRequest, idempotencyKey: string) => Promise<string>;

/** One set of checkout attempts (see createAttempts): a retry of the same body is one order. */
export const createCheckoutAttempts = (newKey?: () => string) =>
  createAttempts<CheckoutRequest, string>(newKey);

export type CheckoutAttempts = ReturnType<typeof createCheckoutAttempts>;

const sendCheckout: SendCheckout = async (body, idempotencyKey) => {
  const placed = api.POST("/orders/checkout", {
    params: { header: { "Idempotency-Key": idempotencyKey } },
    body,
  });
  return (await unwrap(placed)).data.uuid;
};

export const placeOrderMutation = (queryClient: QueryClient, attempts: CheckoutAttempts) =>
  mutationOptions({
    mutationKey: ["checkout", "placeOrder"],
    mutationFn: (body: CheckoutRequest) => attempts(body, sendCheckout),
    // The order emptied the cart: it is marked stale but not asked again here, while checkout
    // still shows it (its empty answer would show 'Your cart is empty' before the order page).
    // Checkout asks again once it has gone (useOrderPlacement).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all, refetchType: "none" }),
  });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const [attempts] = useState(() => createCheckoutAttempts());
  return useMutation(placeOrderMutation(queryClient, attempts));
}
