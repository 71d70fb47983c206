import { MutationObserver, QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { server } from "@/mocks/node";
import { scenarios } from "@/mocks/scenarios";
import { serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";
import type { NotificationInbox } from "../types";
import {
  markAllNotificationsReadMutation,
  markNotificationReadMutation,
  notificationInboxQuery,
  notificationKeys,
} from "./notifications";

serveMockApiInEachTest();

const shown = (client: QueryClient) =>
  client.getQueryData<NotificationInbox>(notificationKeys.inbox());

async function loadedClient() {
  signInAs("customer");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.fetchQuery(notificationInboxQuery());
  return client;
}

describe("marking notifications read", () => {
  it("shows the server's inbox with the message read", async () => {
    const client = await loadedClient();
    expect(shown(client)?.unreadCount).toBe(2);
    const mutation = new MutationObserver(client, markNotificationReadMutation(client));
    await mutation.mutate(1);
    expect(shown(client)?.unreadCount).toBe(1);
    expect(shown(client)?.notifications.find((n) => n.id === 1)?.isRead).toBe(true);
  });

  it("reads the inbox again when marking all read fails", async () => {
    const client = await loadedClient();
    // The header's bell watches the inbox, so it is read again when invalidated.
    const unsubscribe = new QueryObserver(client, notificationInboxQuery()).subscribe(() => {});
    server.use(...scenarios.users.inboxMarkReadFails);
    const mutation = new MutationObserver(client, markAllNotificationsReadMutation(client));
    await expect(mutation.mutate(undefined)).rejects.toThrow();
    await expect.poll(() => shown(client)?.unreadCount).toBe(2);
    unsubscribe();
  });
});
