import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function NotificationsRoute() {
  return <RoutePlaceholder title="Notifications" />;
}
