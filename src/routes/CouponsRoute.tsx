import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function CouponsRoute() {
  return <RoutePlaceholder title="Coupons" />;
}
