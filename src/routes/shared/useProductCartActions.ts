import { useCallback, useMemo } from "react";
import { useCartQuantity, useReplaceCartItem } from "@/api/queries/cart";
import { useRequestRestockNotification } from "@/api/queries/catalog";
import type { ProductSummary } from "@/api/types";
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

  // Stable (TanStack Query's `mutate` is), so a card whose product and state did not change is
  // not drawn again when its container renders: the takeover's second render, a session settling.
  const onQuantityChange = useCallback(
    (changed: ProductSummary, qty: number) =>
      replaceLine(
        { productId: changed.id, qty },
        { onError: () => notify.error(productMessages.cartUpdateFailed) },
      ),
    [replaceLine],
  );
  const onNotify = useCallback(
    (wanted: ProductSummary) =>
      requestRestock(wanted.id, {
        onSuccess: () => notify.success(productMessages.notifySucceeded),
        onError: () => notify.error(productMessages.notifyFailed),
      }),
    [requestRestock],
  );

  // One object per product and quantity, so a card in the cart is not drawn again either.
  const shown = useMemo(
    () => (quantity === product.qtyInCart ? product : { ...product, qtyInCart: quantity }),
    [product, quantity],
  );

  return {
    product: shown,
    busy: replacing || requesting,
    onQuantityChange,
    onNotify,
  };
}
