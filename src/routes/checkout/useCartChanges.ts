import { useState } from "react";
import { serverMessage } from "@/api/client";
import {
  useApplyCoupon,
  usePendingCartProducts,
  useRemoveCoupon,
  useRemoveTip,
  useReplaceCartItem,
  useSetTip,
} from "@/api/queries/cart";
import type { CartItem } from "@/api/types";
import { notify } from "@/app/toast";
import type { CheckoutActions, CheckoutCart } from "@/components/CheckoutPage/checkoutModel";
import { productMessages } from "@/app/productMessages";
import { tipMessages } from "../shared/tipMessages";
import { checkoutMessages } from "./checkoutMessages";

type CartChange = "changeQuantity" | "applyCoupon" | "clearCoupon" | "applyTip" | "clearTip";

/** Checkout's changes to the cart (quantities, coupon, tip): their calls, toasts and progress. */
export function useCartChanges(lines: readonly CartItem[]): {
  status: Omit<CheckoutCart, "value" | "loading">;
  actions: Pick<CheckoutActions, CartChange>;
} {
  const pendingProducts = usePendingCartProducts();
  const replaceCartItem = useReplaceCartItem();
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon();
  const setTip = useSetTip();
  const removeTip = useRemoveTip();
  const [couponError, setCouponError] = useState<string | null>(null);

  const status = {
    updatingLineIds: lines
      .filter((line) => pendingProducts.has(line.product.id))
      .map((line) => line.id),
    couponError,
    applyingCoupon: applyCoupon.isPending,
    clearingCoupon: removeCoupon.isPending,
    applyingTip: setTip.isPending,
    clearingTip: removeTip.isPending,
  };
  const actions = {
    changeQuantity: (line: CartItem, qty: number) =>
      void replaceCartItem
        .mutateAsync({ productId: line.product.id, qty })
        .catch(() => notify.error(productMessages.cartUpdateFailed)),
    applyCoupon: (code: string) => {
      setCouponError(null);
      applyCoupon.mutateAsync(code).then(
        () => notify.success(checkoutMessages.couponApplied),
        (error: unknown) => {
          // A call that never reached the server ("Failed to fetch") has no reason to show.
          const reason = serverMessage(error) ?? checkoutMessages.couponFailed;
          setCouponError(reason);
          notify.error(reason);
        },
      );
    },
    clearCoupon: () =>
      void removeCoupon.mutateAsync().then(
        () => {
          setCouponError(null);
          notify.success(checkoutMessages.couponCleared);
        },
        () => notify.error(checkoutMessages.couponClearFailed),
      ),
    applyTip: (amount: number) =>
      void setTip.mutateAsync(amount).then(
        () => notify.success(tipMessages.applied(amount)),
        () => notify.error(tipMessages.applyFailed),
      ),
    clearTip: () =>
      void removeTip.mutateAsync().then(
        () => notify.success(tipMessages.cleared),
        () => notify.error(tipMessages.clearFailed),
      ),
  };
  return { status, actions };
}
