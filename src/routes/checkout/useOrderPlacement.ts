import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { cartKeys } from "@/api/queries/cart";
import { usePlaceOrder } from "@/api/queries/checkout";
import type { CheckoutRequest } from "@/api/types";
import { preloadScreen } from "@/app/routes";
import { notify } from "@/app/toast";
import { paths } from "@/lib/paths";
import { checkoutMessages } from "./checkoutMessages";
import { placeOrderFailureMessages } from "./placeOrderFailure";

/** Place Order's call: one order however often it is pressed, its toasts, then the order's page. */
export function useOrderPlacement() {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  // Two clicks in one task both arrive before the page re-renders as busy; the second would join
  // the first's call (usePlaceOrder) and then toast and navigate a second time.
  const placing = useRef(false);
  // The order emptied the cart, which is asked again once checkout has gone (see placeOrderMutation).
  const queryClient = useQueryClient();
  const placed = useRef(false);
  useEffect(
    () => () => {
      if (placed.current) {
        void queryClient.refetchQueries({ queryKey: cartKeys.all, type: "active" });
      }
    },
    [queryClient],
  );

  const place = (request: CheckoutRequest) => {
    if (placing.current || placed.current) return;
    placing.current = true;
    placeOrder
      .mutateAsync(request)
      .then(
        (orderUuid) => {
          placed.current = true;
          notify.success(checkoutMessages.placed);
          // The order page's code first, so checkout gives way to it, not to 'Loading…'.
          const orderPath = paths.order(orderUuid);
          void preloadScreen(orderPath).then(() => navigate(orderPath));
        },
        (error: unknown) => {
          console.error("Checkout failed", error);
          for (const message of placeOrderFailureMessages(error)) notify.error(message);
        },
      )
      .finally(() => {
        placing.current = false;
      });
  };
  return { place, submitting: placeOrder.isPending };
}
