import { useCallback, useMemo } from "react";
import { useCartQuantity, useReplaceCartItem } from "@/api/queries/cart";
import {
  useCancelRestockNotification,
  useRequestRestockNotification,
  useRestockRequested,
} from "@/api/queries/catalog";
import type { ProductSummary } from "@/api/types";
import { isOffline } from "@/app/offline/isOffline";
import { useOverlays } from "@/app/overlays/overlays";
import { productMessages } from "@/app/productMessages";
import { useSession } from "@/app/session";
import { useDrawnForNobody } from "@/app/shell/drawnPage";
import { notify } from "@/app/toast";

/** A card's product or the product page's whole product: the cart only needs the card's fields. */
export interface ProductCartActions<T extends ProductSummary = ProductSummary> {
  /** The product with the quantity the cart holds now. */
  product: T;
  /** True while a cart change or a restock request for it is being saved. */
  busy: boolean;
  onQuantityChange: (product: ProductSummary, quantity: number) => void;
  onNotify: (product: ProductSummary) => void;
  onStopNotifying: (product: ProductSummary) => void;
}

/**
 * A product's cart and restock wiring, shared by every product card and the product page: the
 * quantity comes from the one cart query, failures become the toasts of docs/product.md § Messages and errors.
 */
export function useProductCartActions<T extends ProductSummary>(product: T): ProductCartActions<T> {
  const { status } = useSession();
  const enabled = status !== "none";
  // Once the cart has answered, a product missing from it has 0 in the cart, even if the
  // product was fetched while it still had some.
  const cartQuantity = useCartQuantity(product.id, { enabled }) ?? product.qtyInCart;
  // A shared page's cards were drawn with nobody's cart; the render after this shows the visitor's.
  const quantity = useDrawnForNobody() ? product.qtyInCart : cartQuantity;
  const { mutate: replaceLine, isPending: replacing } = useReplaceCartItem();
  const { mutate: requestRestock, isPending: requesting } = useRequestRestockNotification();
  const { mutate: cancelRestock, isPending: cancelling } = useCancelRestockNotification();
  const restockRequested = useRestockRequested(product.id) ?? product.restockRequested;
  const overlays = useOverlays();
  const isCustomer = status === "customer";

  // Stable (TanStack Query's `mutate` is), so a card whose product and state did not change is
  // not drawn again when its container renders: the takeover's second render, a session settling.
  // Offline, the change is not sent: TanStack Query would hold it and send it whenever the network
  // came back, a surprise in a cart by then changed elsewhere, or forgotten.
  const onQuantityChange = useCallback(
    (changed: ProductSummary, qty: number) => {
      if (isOffline()) {
        notify.error(productMessages.cartOffline, { toastId: "cart-offline" });
        return;
      }
      replaceLine(
        { productId: changed.id, qty },
        { onError: () => notify.error(productMessages.cartUpdateFailed) },
      );
    },
    [replaceLine],
  );
  // Someone has to be told: a guest or visitor is asked to sign in first (the server answers
  // them 403 or 401), and taps Notify again once signed in (signing in reloads the page).
  const onNotify = useCallback(
    (wanted: ProductSummary) => {
      if (!isCustomer) {
        notify.info(productMessages.notifySignIn, { toastId: "notify-sign-in" });
        overlays.open("login");
        return;
      }
      requestRestock(wanted.id, {
        onSuccess: () => notify.success(productMessages.notifySucceeded),
        onError: () => notify.error(productMessages.notifyFailed),
      });
    },
    [isCustomer, overlays, requestRestock],
  );
  const onStopNotifying = useCallback(
    (unwanted: ProductSummary) =>
      cancelRestock(unwanted.id, {
        onSuccess: () => notify.success(productMessages.stopNotifySucceeded),
        onError: () => notify.error(productMessages.stopNotifyFailed),
      }),
    [cancelRestock],
  );

  // One object per product, quantity and restock request, so a card in the cart is not drawn
  // again either.
  const shown = useMemo(
    () =>
      quantity === product.qtyInCart && restockRequested === product.restockRequested
        ? product
        : { ...product, qtyInCart: quantity, restockRequested },
    [product, quantity, restockRequested],
  );

  return {
    product: shown,
    busy: replacing || requesting || cancelling,
    onQuantityChange,
    onNotify,
    onStopNotifying,
  };
}
