import {
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { Cart, CartItem, IfUnavailableChoice, SetIfUnavailableRequest } from "../types";
import { api, unwrap } from "../client";

export const cartKeys = {
  all: ["cart"] as const,
  detail: () => [...cartKeys.all, "detail"] as const,
  savedForLater: () => [...cartKeys.all, "saved-for-later"] as const,
  /** Mutation keys: every change of the cart or the saved list starts with this one. */
  changes: () => [...cartKeys.all, "change"] as const,
  change: (name: string) => [...cartKeys.changes(), name] as const,
};

export const cartQuery = () =>
  queryOptions({
    queryKey: cartKeys.detail(),
    queryFn: async ({ client }) => {
      const acceptedBefore = acceptedAnswers.get(client) ?? 0;
      const read = (await unwrap(api.GET("/cart"))).data;
      return newerCart(client, read, acceptedBefore);
    },
  });

/** The cart exists only for a session (guest or customer); without one there is nothing to ask. */
export const useCart = ({ enabled }: { enabled: boolean }) => useQuery({ ...cartQuery(), enabled });

/**
 * How many of one product the one cart holds (0 when it has none), or undefined until the cart
 * has answered. Every product on screen agrees with the cart the moment it changes, without
 * refetching its list; and since each card selects only its own line, a change of the cart
 * draws again only the cards whose quantity it changed, not all thirty on the page.
 */
export function useCartQuantity(productId: number, { enabled }: { enabled: boolean }) {
  const select = useCallback(
    (cart: Cart) => cart.cartItems.find((line) => line.product.id === productId)?.qty ?? 0,
    [productId],
  );
  return useQuery({ ...cartQuery(), enabled, select }).data;
}

/**
 * docs/product.md § Calls to the API: POST /cart/items/replace sets a product's quantity; 0 removes the line.
 * Optimistic for a line already in the cart (see optimisticLineChange); a product not in the
 * cart yet waits for the server, which alone can price its new line.
 */
export function useReplaceCartItem() {
  return useMutation(replaceCartItemMutation(useQueryClient()));
}

/** useReplaceCartItem's options, apart so tests can run them without React. */
export const replaceCartItemMutation = (queryClient: QueryClient) => ({
  mutationKey: cartKeys.change("replace"),
  mutationFn: async (line: { productId: number; qty: number }) =>
    (await unwrap(api.POST("/cart/items/replace", { body: line }))).data,
  ...optimisticLineChange(queryClient, (line: { productId: number; qty: number }) => line.qty),
});

/** DELETE /cart/items/{id}: the line's remove icon; optimistic like a quantity change to 0. */
export function useRemoveCartItem() {
  return useMutation(removeCartItemMutation(useQueryClient()));
}

export const removeCartItemMutation = (queryClient: QueryClient) => ({
  mutationKey: cartKeys.change("remove"),
  mutationFn: async (line: { id: number; productId: number }) =>
    (await unwrap(api.DELETE("/cart/items/{id}", { params: { path: { id: line.id } } }))).data,
  ...optimisticLineChange<{ id: number; productId: number }>(queryClient, () => 0),
});

export const savedForLaterQuery = () =>
  queryOptions({
    queryKey: cartKeys.savedForLater(),
    queryFn: async () => (await unwrap(api.GET("/cart/items/saved-for-later"))).data,
  });

/** The saved-for-later items (cart lines' shape); like the cart, only a session has them. */
export const useSavedForLater = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...savedForLaterQuery(), enabled });

/** A line moved between the cart (answered) and the saved list (read again, as no answer has it). */
async function settleCartAndSavedList(queryClient: QueryClient, error: Error | null) {
  settleCart(queryClient, error);
  await queryClient.invalidateQueries({ queryKey: cartKeys.savedForLater() });
}

/** POST /cart/items/saved-for-later: the line leaves the cart (answered) for the saved list (refetched). */
export function useSaveForLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.change("save-for-later"),
    mutationFn: async ({ productId }: { productId: number }) =>
      (await unwrap(api.POST("/cart/items/saved-for-later", { body: { productId } }))).data,
    onSuccess: (cart: Cart) => acceptCart(queryClient, cart),
    onSettled: (_cart, error) => settleCartAndSavedList(queryClient, error),
  });
}

/** POST /cart/items/saved-for-later/move-to-cart: answers the cart; 409 when not IN_STOCK. */
export function useMoveSavedToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.change("move-to-cart"),
    mutationFn: async ({ productId }: { productId: number }) =>
      (await unwrap(api.POST("/cart/items/saved-for-later/move-to-cart", { body: { productId } })))
        .data,
    onSuccess: (cart: Cart, { productId }) => {
      acceptCart(queryClient, cart);
      queryClient.setQueryData<CartItem[]>(cartKeys.savedForLater(), (saved) =>
        saved?.filter((item) => item.product.id !== productId),
      );
    },
    onSettled: (_cart, error) => settleCartAndSavedList(queryClient, error),
  });
}

/** DELETE /cart/items/saved-for-later {ids}: answers the saved items that remain. */
export function useRemoveSavedForLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.change("remove-saved"),
    // productId only names the item for usePendingCartProducts; the server takes saved item ids.
    mutationFn: async (item: { id: number; productId: number }) =>
      (await unwrap(api.DELETE("/cart/items/saved-for-later", { body: { ids: [item.id] } }))).data,
    onSuccess: (saved: CartItem[]) => queryClient.setQueryData(cartKeys.savedForLater(), saved),
  });
}

/**
 * docs/product.md § Calls to the API: PUT/DELETE /cart/coupon and /cart/tip. Each answers the repriced cart, which
 * replaces the cached one: the totals shown are always the server's.
 */
export function useApplyCoupon() {
  return useCartTotalsChange("coupon", async (code: string) =>
    unwrap(api.PUT("/cart/coupon", { body: { code } })),
  );
}

export function useRemoveCoupon() {
  return useCartTotalsChange("remove-coupon", async () => unwrap(api.DELETE("/cart/coupon")));
}

export function useSetTip() {
  return useCartTotalsChange("tip", async (tipAmount: number) =>
    unwrap(api.PUT("/cart/tip", { body: { tipAmount } })),
  );
}

export function useRemoveTip() {
  return useCartTotalsChange("remove-tip", async () => unwrap(api.DELETE("/cart/tip")));
}

/**
 * PUT /cart/items/{id}/if-unavailable and PUT /cart/if-unavailable: what the store does when a
 * line's product runs short (docs/replacements.md); each answers the cart with the choices kept.
 */
export function useSetIfUnavailable() {
  return useCartTotalsChange(
    "if-unavailable",
    async ({ lineId, ...body }: { lineId: number } & SetIfUnavailableRequest) =>
      unwrap(
        api.PUT("/cart/items/{id}/if-unavailable", { params: { path: { id: lineId } }, body }),
      ),
  );
}

/** Checkout's "Apply to all items". */
export function useSetCartIfUnavailable() {
  return useCartTotalsChange("if-unavailable-all", async (choice: IfUnavailableChoice) =>
    unwrap(api.PUT("/cart/if-unavailable", { body: { choice } })),
  );
}

// Without variables (clearing), V stays void, so `mutate()` takes none.
function useCartTotalsChange<V = void>(
  name: string,
  send: (variables: V) => Promise<{ data: Cart }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.change(name),
    mutationFn: async (variables: V) => (await send(variables)).data,
    onSuccess: (cart: Cart) => acceptCart(queryClient, cart),
    onSettled: (_cart, error) => settleCart(queryClient, error),
  });
}

/**
 * Products with a cart or saved-list change the server has not answered: their line shows the
 * asked quantity already, but its money is still the old answer's (never priced here).
 */
export function usePendingCartProducts(): ReadonlySet<number> {
  const productIds = useMutationState({
    filters: { mutationKey: cartKeys.changes(), status: "pending" },
    select: (mutation) => productIdOf(mutation.state.variables),
  });
  // useMutationState answers a new array on every cache event; the set changes only with the ids.
  const key = productIds.filter((id) => id !== null).join(",");
  return useMemo(() => new Set(key === "" ? [] : key.split(",").map(Number)), [key]);
}

function productIdOf(variables: unknown): number | null {
  return typeof variables === "object" &&
    variables !== null &&
    "productId" in variables &&
    typeof variables.productId === "number"
    ? variables.productId
    : null;
}

// Several cart changes can be in flight at once (a shopper tapping + quickly). An answer that
// lands while another change is pending is already out of date for the screen, so only the last
// one to settle writes the cart; if an earlier answer was dropped or the last one failed, the
// cart is fetched again instead.
const droppedAnswers = new WeakSet<QueryClient>();
/** How many changes' answers each client has put in its cache (see newerCart). */
const acceptedAnswers = new WeakMap<QueryClient, number>();

const pendingCartChanges = (queryClient: QueryClient) =>
  queryClient.isMutating({ mutationKey: cartKeys.changes() });

function isLastCartChange(queryClient: QueryClient): boolean {
  // The settling mutation still counts as pending while its callbacks run.
  return pendingCartChanges(queryClient) <= 1;
}

function acceptCart(queryClient: QueryClient, cart: Cart): void {
  if (isLastCartChange(queryClient)) {
    queryClient.setQueryData(cartKeys.detail(), cart);
    acceptedAnswers.set(queryClient, (acceptedAnswers.get(queryClient) ?? 0) + 1);
  } else droppedAnswers.add(queryClient);
}

/**
 * A read asked while a change was out (a card drawn meanwhile asks for the cart) may have been
 * answered before the change was made and land after the change's answer, which would put the
 * quantity from before it back on screen for good. Such a read keeps the cart the cache holds:
 * the change's answer, or the change still out, which answers or reads again itself.
 */
function newerCart(queryClient: QueryClient, read: Cart, acceptedBefore: number): Cart {
  const shown = queryClient.getQueryData<Cart>(cartKeys.detail());
  if (!shown) return read;
  const answeredSince = (acceptedAnswers.get(queryClient) ?? 0) !== acceptedBefore;
  return answeredSince || pendingCartChanges(queryClient) > 0 ? shown : read;
}

function settleCart(queryClient: QueryClient, error: Error | null): void {
  if (!isLastCartChange(queryClient)) return;
  if (error === null && !droppedAnswers.has(queryClient)) return;
  droppedAnswers.delete(queryClient);
  void queryClient.invalidateQueries({ queryKey: cartKeys.detail() });
}

/**
 * A change of one line's quantity shown at once: the cached line takes the new quantity (0 takes
 * it out), while every figure of money stays the server's last answer until the new one lands.
 * A failure puts the line back as it was, leaving other lines' pending changes alone.
 */
function optimisticLineChange<V extends { productId: number }>(
  queryClient: QueryClient,
  quantityOf: (variables: V) => number,
) {
  return {
    onMutate: async (variables: V) => {
      // A cart fetch landing now would overwrite the change with the quantity before it.
      await queryClient.cancelQueries({ queryKey: cartKeys.detail() });
      const previous = queryClient.getQueryData<Cart>(cartKeys.detail());
      if (previous) {
        queryClient.setQueryData(
          cartKeys.detail(),
          withLineQuantity(previous, variables.productId, quantityOf(variables)),
        );
      }
      return { previous };
    },
    onSuccess: (cart: Cart) => acceptCart(queryClient, cart),
    onError: (_error: Error, variables: V, context: { previous?: Cart } | undefined) => {
      const previous = context?.previous;
      if (!previous) return;
      queryClient.setQueryData<Cart>(cartKeys.detail(), (current) =>
        current ? withLineRestored(current, previous, variables.productId) : previous,
      );
    },
    onSettled: (_cart: Cart | undefined, error: Error | null) => settleCart(queryClient, error),
  };
}

function withLineQuantity(cart: Cart, productId: number, qty: number): Cart {
  const cartItems =
    qty === 0
      ? cart.cartItems.filter((line) => line.product.id !== productId)
      : cart.cartItems.map((line) =>
          line.product.id === productId
            ? { ...line, qty, product: { ...line.product, qtyInCart: qty } }
            : line,
        );
  return { ...cart, cartItems };
}

function withLineRestored(current: Cart, previous: Cart, productId: number): Cart {
  const index = previous.cartItems.findIndex((line) => line.product.id === productId);
  const line = previous.cartItems[index];
  const others = current.cartItems.filter((candidate) => candidate.product.id !== productId);
  // Not in the cart before: nothing was shown early, so there is nothing to take back.
  if (!line) return current;
  const at = Math.min(index, others.length);
  return { ...current, cartItems: [...others.slice(0, at), line, ...others.slice(at)] };
}
