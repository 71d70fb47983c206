import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { NotificationSettings } from "../types";
import { api, unwrap } from "../client";

export const notificationSettingsKeys = {
  all: ["users", "notification-settings"] as const,
  detail: () => [...notificationSettingsKeys.all, "detail"] as const,
  /** Mutation key of every toggle; also their scope, so their saves run one after another. */
  changes: () => [...notificationSettingsKeys.all, "change"] as const,
};

/** The settings a shopper may switch; the order push notifications stay on (docs/product.md § Notifications). */
export type NotificationToggle = Exclude<keyof NotificationSettings, "orderPushNotifications">;

export interface NotificationToggleChange {
  key: NotificationToggle;
  value: boolean;
}

/** docs/product.md § Calls to the API: GET /users/ui/notification-settings. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationSettingsKeys.detail(),
    queryFn: async () => (await unwrap(api.GET("/users/ui/notification-settings"))).data,
  });

/** Only a customer has notification settings; guests and visitors would get 401 or 403. */
export const useNotificationSettings = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...notificationSettingsQuery(), enabled });

/**
 * One toggle: shown at once, then saved with PUT /users/ui/notification-settings, which takes
 * the full object (docs/product.md § Calls to the API). A failure puts back what the server last accepted, keeping
 * the other toggles still waiting to be saved.
 */
export function useToggleNotificationSetting() {
  return useMutation(toggleNotificationSettingMutation(useQueryClient()));
}

/**
 * Why the saves queue (one scope): each PUT replaces the whole object, so two in flight could
 * land out of order and the later click be overwritten by the earlier one's body. Run one at a
 * time, each save sends the server's last accepted settings plus its own change: by then every
 * earlier toggle has either been accepted (and is in them) or rolled back.
 */
export const toggleNotificationSettingMutation = (queryClient: QueryClient) => ({
  mutationKey: notificationSettingsKeys.changes(),
  scope: { id: notificationSettingsKeys.changes().join("/") },
  mutationFn: async (change: NotificationToggleChange) => {
    const saved = confirmedSettings.get(queryClient);
    if (!saved) throw new Error("Notification settings changed before they were loaded");
    const body = { ...saved, [change.key]: change.value };
    return (await unwrap(api.PUT("/users/ui/notification-settings", { body }))).data;
  },
  onMutate: async (change: NotificationToggleChange) => {
    // Before any await: with no other change waiting, what is shown is what the server holds.
    const shown = queryClient.getQueryData<NotificationSettings>(notificationSettingsKeys.detail());
    if (shown && pendingChanges(queryClient).length <= 1) confirmedSettings.set(queryClient, shown);
    // A fetch landing now would show the settings from before the click.
    await queryClient.cancelQueries({ queryKey: notificationSettingsKeys.detail() });
    const current = queryClient.getQueryData<NotificationSettings>(
      notificationSettingsKeys.detail(),
    );
    if (current) {
      queryClient.setQueryData(notificationSettingsKeys.detail(), withChange(current, change));
    }
  },
  onSuccess: (settings: NotificationSettings, change: NotificationToggleChange) => {
    confirmedSettings.set(queryClient, settings);
    showConfirmedWithPending(queryClient, change);
  },
  onError: (_error: Error, change: NotificationToggleChange) =>
    showConfirmedWithPending(queryClient, change),
});

/** The settings the server last accepted (read or saved), per client. */
const confirmedSettings = new WeakMap<QueryClient, NotificationSettings>();

/** The toggles not yet settled, in the order they were clicked (the settling one included). */
function pendingChanges(queryClient: QueryClient): NotificationToggleChange[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: notificationSettingsKeys.changes(), status: "pending" })
    .sort((a, b) => a.mutationId - b.mutationId)
    .map((mutation) => mutation.state.variables)
    .filter(isToggleChange);
}

function isToggleChange(variables: unknown): variables is NotificationToggleChange {
  return (
    typeof variables === "object" &&
    variables !== null &&
    "key" in variables &&
    "value" in variables &&
    typeof variables.value === "boolean"
  );
}

const withChange = (
  settings: NotificationSettings,
  change: NotificationToggleChange,
): NotificationSettings => ({
  ...settings,
  [change.key]: change.value,
});

/** Shows the server's settings with the changes still waiting (the settling one excluded). */
function showConfirmedWithPending(queryClient: QueryClient, settled: NotificationToggleChange) {
  const confirmed = confirmedSettings.get(queryClient);
  if (!confirmed) return;
  // The same object as the settling mutation's variables: two clicks are two objects.
  const shown = pendingChanges(queryClient)
    .filter((change) => change !== settled)
    .reduce(withChange, confirmed);
  queryClient.setQueryData(notificationSettingsKeys.detail(), shown);
}
