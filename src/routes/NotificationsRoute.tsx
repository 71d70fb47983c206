import {
  useNotificationSettings,
  useToggleNotificationSetting,
} from "@/api/queries/notificationSettings";
import { useSession } from "@/app/session";
import { notify } from "@/app/toast";
import {
  NotificationSettings,
  type NotificationSettingsState,
} from "@/components/NotificationSettings/NotificationSettings";
import { paths } from "@/lib/paths";
import { notificationMessages } from "./notifications/notificationMessages";
import { PrivatePageMeta } from "@/app/meta/StoreMeta";
import { notificationInboxText } from "@/components/NotificationInbox/NotificationInbox.text";

/**
 * /notifications: each toggle shows at once and is saved with the whole settings object; a
 * refused save puts it back (src/api/queries/notificationSettings.ts) and says so.
 */
function NotificationsScreen() {
  const { status } = useSession();
  const settings = useNotificationSettings({ enabled: status === "customer" });
  const toggle = useToggleNotificationSetting();

  const state: NotificationSettingsState = settings.data
    ? { status: "ready", settings: settings.data }
    : settings.isError
      ? { status: "error" }
      : { status: "loading" };

  return (
    <NotificationSettings
      state={state}
      backHref={paths.settings()}
      onRetry={() => void settings.refetch()}
      // One promise per click: mutate's own callbacks would fire for the latest click only.
      onToggle={(key, value) =>
        toggle.mutateAsync({ key, value }).then(
          () => notify.success(notificationMessages.saved),
          (error: unknown) => {
            console.error(error);
            notify.error(notificationMessages.saveFailed);
          },
        )
      }
    />
  );
}

/** The page kept out of search results (docs/seo.md), titled as it is headed. */
export function NotificationsRoute() {
  return (
    <>
      <PrivatePageMeta title={notificationInboxText.heading} />
      <NotificationsScreen />
    </>
  );
}
