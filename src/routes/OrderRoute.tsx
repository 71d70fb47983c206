import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function OrderRoute() {
  return <RoutePlaceholder title="Order detail" />;
}
