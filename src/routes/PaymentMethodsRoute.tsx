import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function PaymentMethodsRoute() {
  return <RoutePlaceholder title="Payment methods" />;
}
