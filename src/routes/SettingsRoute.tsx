import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function SettingsRoute() {
  return <RoutePlaceholder title="Settings" />;
}
