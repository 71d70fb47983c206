import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useState } from "react";
import type { CheckoutRequest } from "../types";
import { api, unwrap } from "../client";
import { cartKeys } from "./cart";

type SendCheckout = (body: CheckoutRequest, idempotencyKey: string) => Promise<string>;

/**
 * Placing an order charges the card, and an answer can be lost after the charge. So the
 * Idempotency-Key names one checkout attempt: a retry of the same body (after a network failure,
 * or a second click while the first call is in flight) reuses it and gets the first call's
 * order, not a second charge. The server answers 409 to a key reused with another body and to a
 * key still being placed, so a changed body or a placed order starts a new attempt, and a second
 * click joins the call in flight instead of sending its own. Attempts live as long as the
 * checkout that uses them (usePlaceOrder keeps one set per mounted component).
 */
export function createCheckoutAttempts(newKey: () => string = () => crypto.randomUUID()) {
  let attempt: { body: string; key: string; inFlight?: Promise<string> } | null = null;
  return (body: CheckoutRequest, send: SendCheckout): Promise<string> => {
    const sent = JSON.stringify(body);
    if (attempt?.body !== sent) attempt = { body: sent, key: newKey() };
    const current = attempt;
    current.inFlight ??= send(body, current.key).then(
      (orderUuid) => {
        if (attempt === current) attempt = null;
        return orderUuid;
      },
      (error: unknown) => {
        current.inFlight = undefined;
        throw error;
      },
    );
    return current.inFlight;
  };
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const [attempts] = useState(() => createCheckoutAttempts());
  return useMutation(placeOrderMutation(queryClient, attempts));
}
