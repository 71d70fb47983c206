import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function SearchRoute() {
  return <RoutePlaceholder title="Search" />;
}
