import { useShoppingPreferences } from "@/api/queries/shoppingPreferences";
import { useSession } from "@/app/session";
import { ShoppingPreferenceNotice } from "@/components/ShoppingPreferenceNotice/ShoppingPreferenceNotice";
import { paths } from "@/lib/paths";

/**
 * The "Showing only …" notice over home, listings and search, for a customer whose preference is
 * on; guests and visitors have none, and are not asked for it (the call would answer 401 or 403).
 */
export function ShoppingPreferenceNoticeContainer({ className }: { className?: string }) {
  const { status } = useSession();
  const preferences = useShoppingPreferences({ enabled: status === "customer" });
  if (status !== "customer" || !preferences.data) return null;
  return (
    <ShoppingPreferenceNotice
      onlyShow={preferences.data.onlyShow}
      settingsHref={paths.settings()}
      className={className}
    />
  );
}
