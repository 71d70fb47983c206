import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { CardConfirmation } from "@/platform/payments/types";
import type { PaymentMethod } from "../types";
import { api, ApiError, unwrap } from "../client";

export const paymentKeys = {
  all: ["payments"] as const,
  methods: () => [...paymentKeys.all, "methods"] as const,
  /** Mutation keys. */
  saveCard: () => [...paymentKeys.all, "save-card"] as const,
  removeCard: () => [...paymentKeys.all, "remove-card"] as const,
  setDefault: () => [...paymentKeys.all, "set-default"] as const,
};

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.methods(),
    queryFn: async () => (await unwrap(api.GET("/orders/checkout/payment-methods"))).data,
  });

/** The customer's saved cards; guests and visitors have none to ask for. */
export const usePaymentMethods = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...paymentMethodsQuery(), enabled });

/**
 * The payment provider refused the card (Stripe's or the sandbox's words, e.g. "Your card was
 * declined."): docs/product.md § Messages and errors shows it as 'Card save failed: {message}'.
 */
export class CardDeclinedError extends Error {
  override readonly name = "CardDeclinedError";
}

/** The card form's part of saving: confirm the entered card for save-card's clientSecret. */
export type ConfirmCard = (clientSecret: string) => Promise<CardConfirmation>;

/**
 * docs/product.md § Calls to the API: save-card opens a setup intent, the card form confirms the card with the
 * provider, verify-card saves the confirmed card. A refusal at either of the last two steps is a
 * CardDeclinedError; anything else (save-card failing, the network) rejects as it came.
 */
export async function saveCard(confirm: ConfirmCard): Promise<PaymentMethod> {
  const { clientSecret, paymentIntentId } = (await unwrap(api.POST("/orders/checkout/save-card")))
    .data;
  const confirmation = await confirm(clientSecret);
  if (confirmation.status === "declined") throw new CardDeclinedError(confirmation.message);
  try {
    const verified = await unwrap(
      api.POST("/orders/checkout/verify-card", {
        body: { paymentIntentId, paymentMethodId: confirmation.paymentMethodId },
      }),
    );
    return verified.data;
  } catch (error) {
    // 422: the provider declined or never confirmed the intent, and the body says why.
    if (error instanceof ApiError && error.status === 422 && error.body) {
      throw new CardDeclinedError(error.body.message);
    }
    throw error;
  }
}

export const saveCardMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: paymentKeys.saveCard(),
    mutationFn: saveCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.methods() }),
  });

/** Saves the card the form holds: `mutate(confirm)` with the card form's CardEntry.confirm. */
export function useSaveCard() {
  return useMutation(saveCardMutation(useQueryClient()));
}

export const removePaymentMethodMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: paymentKeys.removeCard(),
    mutationFn: async (id: string) => {
      await unwrap(
        api.DELETE("/orders/checkout/payment-methods/{id}", { params: { path: { id } } }),
      );
    },
    onSuccess: (_nothing, id) => {
      // The card leaves the list at once; the refetch confirms what the server kept.
      queryClient.setQueryData<PaymentMethod[]>(paymentKeys.methods(), (cards) =>
        cards?.filter((card) => card.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: paymentKeys.methods() });
    },
  });

/** DELETE /orders/checkout/payment-methods/{id}: `mutate(card.id)`. */
export function useRemovePaymentMethod() {
  return useMutation(removePaymentMethodMutation(useQueryClient()));
}

export const setDefaultPaymentMethodMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: paymentKeys.setDefault(),
    mutationFn: async (id: string) =>
      (
        await unwrap(
          api.PATCH("/orders/checkout/payment-methods/default/{id}", {
            params: { path: { id } },
          }),
        )
      ).data,
    // The answer is the whole list in the server's order, so it replaces the cached one.
    onSuccess: (cards) => queryClient.setQueryData(paymentKeys.methods(), cards),
  });

/** PATCH /orders/checkout/payment-methods/default/{id}: `mutate(card.id)`. */
export function useSetDefaultPaymentMethod() {
  return useMutation(setDefaultPaymentMethodMutation(useQueryClient()));
}
