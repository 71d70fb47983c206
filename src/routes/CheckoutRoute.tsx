import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function CheckoutRoute() {
  return <RoutePlaceholder title="Checkout" />;
}
