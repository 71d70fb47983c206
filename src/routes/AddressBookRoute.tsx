import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";

export function AddressBookRoute() {
  return <RoutePlaceholder title="Address book" />;
}
