import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { streamApi, unwrap } from "../client";
import { readEventStream } from "../eventStream";
import { keepFollowing } from "../followStream";
import type { Order, OrderChatMessageEvent } from "../types";
import {
  changesOrderLists,
  invalidateOrderLists,
  orderKeys,
  orderStreamName,
  readPushedChatMessage,
  recheckChatPolling,
} from "./orders";

export interface OrderEventHandlers {
  onOrder(order: Order): void;
  /** A new message in the order's rider chat: read its messages again (listOrderChatMessages). */
  onChatMessage(event: OrderChatMessageEvent): void;
}

/**
 * GET /orders/ui/events/{id}: follows the order's event stream until the server ends it
 * (resolves) or it fails (rejects; an ApiError when the server refused it). Read with fetch, not
 * EventSource, which cannot send the bearer token the API authenticates by (docs/decisions.md).
 */
export async function followOrderEvents(
  uuid: string,
  handlers: OrderEventHandlers,
  signal: AbortSignal,
): Promise<void> {
  const body = await unwrap(
    streamApi.GET("/orders/ui/events/{id}", {
      params: { path: { id: uuid } },
      parseAs: "stream",
      signal,
    }),
  );
  if (!body) throw new Error("The order's event stream answered no body.");
  await readEventStream(body, ({ name, data }) => {
    const parsed: unknown = JSON.parse(data);
    if (name === "order") handlers.onOrder(parsed as Order);
    else if (name === "chat-message") handlers.onChatMessage(parsed as OrderChatMessageEvent);
  });
}

/** The order as the stream sent it, in the cache; the lists that show it are read again. */
function applyOrder(queryClient: QueryClient, uuid: string, order: Order) {
  const key = orderKeys.detail(uuid);
  if (changesOrderLists(queryClient.getQueryData<Order>(key), order)) {
    void invalidateOrderLists(queryClient);
  }
  queryClient.setQueryData(key, order);
}

/**
 * Follows the order until `signal` aborts (keepFollowing): each streamed order goes to the cache
 * and each pushed rider chat message has its thread read, and neither is polled meanwhile. When
 * the stream goes live or drops, the chat reads once; when it drops, the order too.
 */
export function keepFollowingOrder(
  queryClient: QueryClient,
  uuid: string,
  signal: AbortSignal,
): Promise<void> {
  return keepFollowing(
    {
      name: orderStreamName(uuid),
      follow: (live, signal) =>
        followOrderEvents(
          uuid,
          {
            onOrder: (order) => {
              // Live first: the cache update below then finds the query not to be polled.
              live();
              applyOrder(queryClient, uuid, order);
            },
            onChatMessage: (event) => void readPushedChatMessage(queryClient, event),
          },
          signal,
        ),
      onLiveChange: (live) => {
        void recheckChatPolling(queryClient, uuid);
        if (!live) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(uuid) });
      },
    },
    signal,
  );
}

/**
 * Keeps the cached order (useOrder) and its rider chat (useOrderChatMessages) current from the
 * order's event stream while `enabled` (an order on its way); polling takes over while the
 * stream is down.
 */
export function useOrderEvents(uuid: string, { enabled }: { enabled: boolean }): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    void keepFollowingOrder(queryClient, uuid, stop.signal);
    return () => stop.abort();
  }, [queryClient, uuid, enabled]);
}
