import { useEffect, useRef } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiError, streamApi, unwrap } from "../client";
import { readEventStream } from "../eventStream";
import type { Order, OrderChatMessageEvent } from "../types";
import { changesOrderLists, invalidateOrderLists, markOrderStreamLive, orderKeys } from "./orders";

/** The first wait before following a dropped stream again; each failure doubles it, up to the longest. */
export const FIRST_RECONNECT_MS = 1_000;
export const LONGEST_RECONNECT_MS = 30_000;

export interface OrderEventHandlers {
  onOrder(order: Order): void;
  /** A new message in the order's rider chat: read its messages again (listOrderChatMessages). */
  onChatMessage?(event: OrderChatMessageEvent): void;
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
    else if (name === "chat-message") handlers.onChatMessage?.(parsed as OrderChatMessageEvent);
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
 * Follows the order until `signal` aborts: each streamed order goes to the cache and stops the
 * polling; a dropped stream resumes it (reading the order at once) and is followed again after
 * a wait that doubles with each failure (with some jitter, so a restarted server is not met by
 * every page at once). A refusal (404, 401) is final: polling answers the page the same way.
 */
export async function keepFollowingOrder(
  queryClient: QueryClient,
  uuid: string,
  onChatMessage: (event: OrderChatMessageEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  let wait = FIRST_RECONNECT_MS;
  let live = false;
  const setLive = (now: boolean) => {
    if (live === now) return;
    live = now;
    markOrderStreamLive(uuid, now);
    // Down: the query reads the order now and polls again (its interval is looked at anew).
    if (!now && !signal.aborted) {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(uuid) });
    }
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
            onChatMessage,
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
 * Keeps the cached order (useOrder) current from its event stream while `enabled` (an order on
 * its way); polling takes over while the stream is down. `onChatMessage` is told of each new
 * rider chat message, for a chat that would rather be told than poll.
 */
export function useOrderEvents(
  uuid: string,
  {
    enabled,
    onChatMessage,
  }: { enabled: boolean; onChatMessage?: (event: OrderChatMessageEvent) => void },
): void {
  const queryClient = useQueryClient();
  // The latest callback, without reopening the stream whenever the caller renders.
  const chatListener = useRef(onChatMessage);
  useEffect(() => {
    chatListener.current = onChatMessage;
  });
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    void keepFollowingOrder(
      queryClient,
      uuid,
      (event) => chatListener.current?.(event),
      stop.signal,
    );
    return () => stop.abort();
  }, [queryClient, uuid, enabled]);
}
