import { CheckoutPage } from "@/components/CheckoutPage/CheckoutPage";
import { PageError } from "@/components/PageError/PageError";
import { paths } from "@/lib/paths";
import { CheckoutDialogs } from "./checkout/CheckoutDialogs";
import { useCheckout } from "./checkout/useCheckout";
import { PrivatePageMeta } from "@/app/meta/StoreMeta";
import { checkoutPageText } from "@/components/CheckoutPage/CheckoutPage.text";

/** /checkout, for signed-in customers (the route guard sees to that); useCheckout holds it all. */
function CheckoutScreen() {
  const checkout = useCheckout();
  if (checkout.failed) return <PageError homeHref={paths.home()} onRetry={checkout.retry} />;
  return (
    <>
      <CheckoutPage {...checkout.page} homeHref={paths.home()} />
      <CheckoutDialogs {...checkout.dialogs} />
    </>
  );
}

/** The page kept out of search results (docs/seo.md), titled as it is headed. */
export function CheckoutRoute() {
  return (
    <>
      <PrivatePageMeta title={checkoutPageText.title} />
      <CheckoutScreen />
    </>
  );
}
