import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function CategoryProductsRoute() {
  return <RoutePlaceholder title="Category products" />;
}
