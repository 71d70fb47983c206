import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function CategoriesRoute() {
  return <RoutePlaceholder title="All categories" />;
}
