import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { NotificationInbox } from "../types";
import { api, unwrap } from "../client";
import { pollInterval } from "../polling";

export const notificationKeys = {
  all: ["users", "notifications"] as const,
  inbox: () => [...notificationKeys.all, "inbox"] as const,
};

/** GET /users/ui/notifications: the latest 50 messages, newest first, and the unread count. */
export const notificationInboxQuery = () =>
  queryOptions({
    queryKey: notificationKeys.inbox(),
    queryFn: async () => (await unwrap(api.GET("/users/ui/notifications"))).data,
  });

/**
 * The header's inbox, for customers only (guests and visitors would get 403 or 401). The store
 * tells of a restock within a minute of it, so the inbox is asked again every 30 s while the
 * page is in front (pollInterval), and at once when the shopper comes back to the tab.
 */
export const useNotificationInbox = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    ...notificationInboxQuery(),
    enabled,
    refetchInterval: () => pollInterval("notifications"),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

/** The inbox with these messages read, their unread count taken off, before the server answers. */
function readLocally(inbox: NotificationInbox, ids: "all" | readonly number[]): NotificationInbox {
  let newlyRead = 0;
  const notifications = inbox.notifications.map((notification) => {
    if (notification.isRead || (ids !== "all" && !ids.includes(notification.id))) {
      return notification;
    }
    newlyRead += 1;
    return { ...notification, isRead: true };
  });
  const unreadCount = ids === "all" ? 0 : Math.max(0, inbox.unreadCount - newlyRead);
  return { notifications, unreadCount };
}

/**
 * Shown read at once (the badge drops as the shopper opens one), then the server's inbox replaces
 * it; a failure reads the inbox again, so the badge tells the truth.
 */
function markReadMutation<Variables>(
  queryClient: QueryClient,
  ids: (variables: Variables) => "all" | readonly number[],
  send: (variables: Variables) => Promise<NotificationInbox>,
) {
  return {
    mutationFn: send,
    onMutate: async (variables: Variables) => {
      // A poll landing now would show the message unread again.
      await queryClient.cancelQueries({ queryKey: notificationKeys.inbox() });
      const shown = queryClient.getQueryData<NotificationInbox>(notificationKeys.inbox());
      if (shown) {
        queryClient.setQueryData(notificationKeys.inbox(), readLocally(shown, ids(variables)));
      }
    },
    onSuccess: (inbox: NotificationInbox) => {
      queryClient.setQueryData(notificationKeys.inbox(), inbox);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox() }),
  };
}

/** POST /users/ui/notifications/{id}/read: the shopper opened the message. */
export const markNotificationReadMutation = (queryClient: QueryClient) =>
  markReadMutation(
    queryClient,
    (id: number) => [id],
    async (id: number) =>
      (await unwrap(api.POST("/users/ui/notifications/{id}/read", { params: { path: { id } } })))
        .data,
  );

export function useMarkNotificationRead() {
  return useMutation(markNotificationReadMutation(useQueryClient()));
}

/** POST /users/ui/notifications/read-all: 'Mark all as read'. */
export const markAllNotificationsReadMutation = (queryClient: QueryClient) =>
  markReadMutation<undefined>(
    queryClient,
    () => "all",
    async () => (await unwrap(api.POST("/users/ui/notifications/read-all"))).data,
  );

export function useMarkAllNotificationsRead() {
  return useMutation(markAllNotificationsReadMutation(useQueryClient()));
}
