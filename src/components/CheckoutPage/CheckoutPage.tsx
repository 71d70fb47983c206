import { useEffect, useId, useRef } from "react";
import type { Cart } from "@/api/types";
import { itemCount } from "@/lib/itemCount";
import { checkoutPageText as text } from "./CheckoutPage.text";
import type { CheckoutPageProps, CheckoutProblemKey } from "./checkoutModel";
import { CheckoutSections, type CheckoutIds } from "./CheckoutSections";
import { CheckoutSidebar } from "./CheckoutSidebar";
import { CheckoutEmptyCart, CheckoutSkeleton } from "./CheckoutStates";

export type { CheckoutPageProps } from "./checkoutModel";

/** /checkout (docs/product.md § Checkout): the left column's sections, then coupon, tip and the summary. */
export function CheckoutPage(props: CheckoutPageProps) {
  const { cart, homeHref = "/" } = props;
  if (cart.loading || !cart.value) return <CheckoutSkeleton />;
  if (cart.value.cartItems.length === 0) return <CheckoutEmptyCart homeHref={homeHref} />;
  return <CheckoutForm {...props} cart={{ ...cart, value: cart.value }} />;
}

function CheckoutForm({
  cart,
  delivery,
  payment,
  receiver,
  order,
  actions,
  ifUnavailable,
}: CheckoutPageProps & { cart: { value: Cart } }) {
  const ids: CheckoutIds = {
    delivery: useId(),
    payment: useId(),
    receiver: useId(),
    window: useId(),
    windowInput: useId(),
  };
  const problemsRef = useRef<HTMLDivElement>(null);
  // Each press of Place Order that found problems brings the shopper to their list.
  useEffect(() => {
    if (order.attempt > 0) problemsRef.current?.focus();
  }, [order.attempt]);

  const goTo = (key: CheckoutProblemKey) => {
    const target: Record<CheckoutProblemKey, string> = {
      cart: ids.delivery,
      address: ids.delivery,
      card: ids.payment,
      fullName: `${ids.receiver}-name`,
      email: `${ids.receiver}-email`,
      phone: `${ids.receiver}-phone`,
      window: ids.windowInput,
    };
    // The window picker has no radio to focus while it loads or has no days.
    (document.getElementById(target[key]) ?? document.getElementById(ids.window))?.focus();
  };

  const items = itemCount(cart.value.cartItems);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{text.title}</h1>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <CheckoutSections
          ids={ids}
          cart={cart.value}
          itemCount={items}
          updatingLineIds={cart.updatingLineIds ?? []}
          delivery={delivery}
          payment={payment}
          receiver={receiver}
          actions={actions}
          ifUnavailable={ifUnavailable}
        />
        <CheckoutSidebar
          cart={cart}
          itemCount={items}
          problems={order.problems}
          submitting={order.submitting ?? false}
          offline={order.offline ?? false}
          actions={actions}
          problemsRef={problemsRef}
          onGoTo={goTo}
        />
      </div>
    </div>
  );
}
