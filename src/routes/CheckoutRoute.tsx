import { CheckoutPage } from "@/components/CheckoutPage/CheckoutPage";
import { PageError } from "@/components/PageError/PageError";
import { paths } from "@/lib/paths";
import { CheckoutDialogs } from "./checkout/CheckoutDialogs";
import { useCheckout } from "./checkout/useCheckout";

/** /checkout, for signed-in customers (the route guard sees to that); useCheckout holds it all. */
export function CheckoutRoute() {
  const checkout = useCheckout();
  if (checkout.failed) return <PageError homeHref={paths.home()} onRetry={checkout.retry} />;
  return (
    <>
      <CheckoutPage {...checkout.page} homeHref={paths.home()} />
      <CheckoutDialogs {...checkout.dialogs} />
    </>
  );
}
