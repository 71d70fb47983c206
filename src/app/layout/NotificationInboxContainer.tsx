import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationInbox,
} from "@/api/queries/notifications";
import { NotificationInbox } from "@/components/NotificationInbox/NotificationInbox";

/**
 * The header's notification inbox, wired to the customer's inbox (HeaderContainer renders it for
 * a signed-in customer only: a guest's call answers 403). A failed mark-as-read reads the inbox
 * again (the query hooks) and is logged: the message stays unread, which the badge then shows.
 */
export function NotificationInboxContainer() {
  const inbox = useNotificationInbox({ enabled: true });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const logFailure = (error: Error) => console.error("Marking notifications read failed", error);

  return (
    <NotificationInbox
      inbox={inbox.data}
      loading={inbox.isPending}
      error={inbox.isError && !inbox.data}
      onRetry={() => void inbox.refetch()}
      onOpen={() => {
        // What came since the last poll shows as the panel opens.
        if (!inbox.isFetching) void inbox.refetch();
      }}
      onOpenNotification={(notification) => {
        if (!notification.isRead) markRead.mutate(notification.id, { onError: logFailure });
      }}
      onMarkAllRead={() => markAllRead.mutate(undefined, { onError: logFailure })}
    />
  );
}
