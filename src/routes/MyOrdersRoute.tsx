import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function MyOrdersRoute() {
  return <RoutePlaceholder title="My orders" />;
}
