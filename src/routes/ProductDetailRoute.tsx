import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function ProductDetailRoute() {
  return <RoutePlaceholder title="Product detail" />;
}
