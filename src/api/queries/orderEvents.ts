import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiError, streamApi, unwrap } from "../client";
import { readEventStream } from "../eventStream";
import type { Order, OrderChatMessageEvent } from "../types";
import {
  changesOrderLists,
  invalidateOrderLists,
  markOrderStreamLive,
  orderKeys,
  readPushedChatMessage,
  recheckChatPolling,
} from "./orders";

/** The first wait before following a dropped stream again; each failure doubles it, up to the longest. */
export const FIRST_RECONNECT_MS = 1_000;
export const LONGEST_RECONNECT_MS = 30_000;

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

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Follows the order until `signal` aborts: each streamed order goes to the cache and each pushed
 * rider chat message has its thread read, and neither is polled meanwhile. A dropped stream
 * resumes polling (reading the order and its chat at once) and is followed again after a wait
 * that doubles with each failure (with some jitter, so a restarted server is not met by every
 * page at once). A refusal (404, 401) is final: polling answers the page the same way.
 */
export async function keepFollowingOrder(
  queryClient: QueryClient,
  uuid: string,
  signal: AbortSignal,
): Promise<void> {
  let wait = FIRST_RECONNECT_MS;
  let live = false;
  const setLive = (now: boolean) => {
    if (live === now) return;
    live = now;
    markOrderStreamLive(uuid, now);
    if (signal.aborted) return;
    // The chat reads once either way: live, for what was written before the stream listened;
    // down, for what it may miss. Either way its polling interval is looked at anew.
    void recheckChatPolling(queryClient, uuid);
    // Down: the order is read now and polled again.
    if (!now) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(uuid) });
  };
  try {
    while (!signal.aborted) {
      try {
        await followOrderEvents(
          uuid,
          {
            onOrder: (order) => {
              wait = FIRST_RECONNECT_MS;
              // Live first: the cache update below then finds the query not to be polled.
              setLive(true);
              applyOrder(queryClient, uuid, order);
            },
            onChatMessage: (event) => void readPushedChatMessage(queryClient, event),
          },
          signal,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
      }
      setLive(false);
      await sleep(wait * (1 + Math.random() * 0.2), signal);
      wait = Math.min(wait * 2, LONGEST_RECONNECT_MS);
    }
  } finally {
    markOrderStreamLive(uuid, false);
  }
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
