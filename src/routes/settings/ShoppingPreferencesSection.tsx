import {
  useShoppingPreferences,
  useUpdateShoppingPreferences,
} from "@/api/queries/shoppingPreferences";
import type { DietFilter } from "@/api/types";
import { useSession } from "@/app/session";
import { notify } from "@/app/toast";
import { ShoppingPreferences } from "@/components/ShoppingPreferences/ShoppingPreferences";
import { failureMessage, settingsMessages } from "./settingsMessages";

/**
 * The "Always show only" marks: saved with PUT, which also refetches the lists they narrow
 * (useUpdateShoppingPreferences); a toast and the line beside Save confirm it.
 */
export function ShoppingPreferencesSection() {
  const { status } = useSession();
  const preferences = useShoppingPreferences({ enabled: status === "customer" });
  const update = useUpdateShoppingPreferences();

  const save = (onlyShow: DietFilter[]) =>
    update.mutate(onlyShow, {
      onSuccess: () => notify.success(settingsMessages.preferencesSaved),
      onError: (error: unknown) =>
        notify.error(failureMessage(error, settingsMessages.preferencesSaveFailed)),
    });

  return (
    <ShoppingPreferences
      onlyShow={preferences.data?.onlyShow}
      failed={preferences.isError}
      onRetry={() => void preferences.refetch()}
      onSave={save}
      saving={update.isPending}
      saved={update.isSuccess}
    />
  );
}
