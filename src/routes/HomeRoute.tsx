import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function HomeRoute() {
  return <RoutePlaceholder title="Home" />;
}
