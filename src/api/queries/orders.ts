import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import type {
  Order,
  OrderChatMessage,
  OrderStatus,
  PurchasePeriod,
  IssueReason,
  IssueReportItem,
  RatingRequest,
  ReplacementDecisionRequest,
  TipRequest,
} from "../types";
import { useState } from "react";
import { createAttempts } from "../attempts";
import { api, ApiError, unwrap } from "../client";
import { isStreamLive } from "../followStream";
import { pollInterval } from "../polling";
import { usePagedThread, type ThreadCursor, type ThreadPage } from "./pagedThread";

/** docs/product.md § States and transitions: the statuses of an order that is still moving towards the customer. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  "PENDING_PROCESSING",
  "PENDING_ACCEPTED",
  "PENDING_IN_PREPARATION",
  "PENDING_DISPATCHED",
];

export function isActiveOrder(status: OrderStatus): boolean {
  return ACTIVE_ORDER_STATUSES.includes(status);
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The name of an order's event stream while it is live (followStream.ts): the order is not polled. */
export const orderStreamName = (uuid: string) => `order:${uuid}`;

export const isOrderStreamLive = (uuid: string): boolean => isStreamLive(orderStreamName(uuid));

/**
 * The order's refetch interval: every `pollInterval("order")` while it is active and its event
 * stream is not live (the stream pushes its changes; polling is the fallback while it is down);
 * never once it was delivered (SHIPPED, TO_REVIEW, COMPLETED), cancelled or returned, nor for an
 * order the server does not know. Before the first answer there is nothing to poll yet.
 */
export function orderPollInterval(
  order: Order | undefined,
  error: unknown = null,
  streamedLive = false,
): number | false {
  if (isNotFound(error) || !order || streamedLive) return false;
  return isActiveOrder(order.status) ? pollInterval("order") : false;
}

const orderPollIntervalOf = (uuid: string, state: { data: Order | undefined; error: unknown }) =>
  orderPollInterval(state.data, state.error, isOrderStreamLive(uuid));

/** One key factory for the orders tag; the rider chat belongs to its order, so it lives here. */
export const orderKeys = {
  all: ["orders"] as const,
  details: () => [...orderKeys.all, "detail"] as const,
  detail: (uuid: string) => [...orderKeys.details(), uuid] as const,
  /** Every list of orders (My Orders' tabs and pages) and Order Again. */
  lists: () => [...orderKeys.all, "list"] as const,
  list: (statuses: readonly OrderStatus[], page = 1) =>
    [...orderKeys.lists(), statuses.join(","), page] as const,
  previouslyBought: (period: PurchasePeriod, page = 1) =>
    [...orderKeys.lists(), "previously-bought", period, page] as const,
  chats: () => [...orderKeys.all, "chat"] as const,
  chat: (orderId: string, threadId: string) => [...orderKeys.chats(), orderId, threadId] as const,
};

/**
 * The lists show an order's status and total (My Orders' tabs and sub tabs, and a cancel takes
 * its items out of Order Again), so a change of either is a change of the lists.
 */
export function changesOrderLists(before: Order | undefined, after: Order): boolean {
  return (
    before !== undefined &&
    (before.status !== after.status || before.formattedTotal !== after.formattedTotal)
  );
}

/**
 * Whenever the app sees an order change (a poll of the order page, an action's answer), every
 * list that may hold it is read again: the list of its old status and of its new one alike. The
 * lists not on screen are only marked, and read when next shown.
 */
export const invalidateOrderLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: orderKeys.lists() });

export const orderQuery = (uuid: string) =>
  queryOptions({
    queryKey: orderKeys.detail(uuid),
    queryFn: async ({ client, queryKey }) => {
      const order = (await unwrap(api.GET("/orders/ui/{id}", { params: { path: { id: uuid } } })))
        .data;
      if (changesOrderLists(client.getQueryData<Order>(queryKey), order)) {
        void invalidateOrderLists(client);
      }
      return order;
    },
    refetchInterval: (query) => orderPollIntervalOf(uuid, query.state),
    // The default, written down because the tracker depends on it: a hidden tab does not poll.
    refetchIntervalInBackground: false,
    // Back in the tab, an active order is shown as it is now rather than at the next tick.
    refetchOnWindowFocus: (query) =>
      orderPollIntervalOf(uuid, query.state) === false ? false : "always",
  });

/**
 * docs/product.md § Order detail: the order, kept current while it is on its way (pushed by
 * useOrderEvents, polled while its stream is down). A 404 is not retried (the app's query client
 * retries no 4xx) and stops the polling.
 */
export const useOrder = (uuid: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...orderQuery(uuid), enabled });

type OrderChange<V> = (uuid: string, variables: V) => Promise<Order>;

/**
 * Every order action answers the changed order: it replaces the cached one at once, a poll in
 * flight (with the order before the change) is dropped, and the lists that show the order are
 * read again. A refusal (409: the flags were out of date) reloads the order so its buttons follow.
 */
// Without variables (cancel), V stays void, so `mutate()` takes none.
function orderChangeMutation<V = void>(
  queryClient: QueryClient,
  uuid: string,
  name: string,
  change: OrderChange<V>,
  /** What else the change alters, read again once it settles (the rider chat of a decided offer). */
  alsoChanged?: QueryKey,
) {
  return mutationOptions({
    mutationKey: [...orderKeys.detail(uuid), name],
    mutationFn: (variables: V) => change(uuid, variables),
    onMutate: () => queryClient.cancelQueries({ queryKey: orderKeys.detail(uuid) }),
    onSuccess: (order: Order) => queryClient.setQueryData(orderKeys.detail(uuid), order),
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(uuid) }),
    onSettled: () =>
      Promise.all([
        invalidateOrderLists(queryClient),
        alsoChanged && queryClient.invalidateQueries({ queryKey: alsoChanged }),
      ]),
  });
}

const path = (uuid: string) => ({ params: { path: { id: uuid } } });

export const cancelOrderMutation = (queryClient: QueryClient, uuid: string) =>
  orderChangeMutation(
    queryClient,
    uuid,
    "cancel",
    async (id: string) => (await unwrap(api.PUT("/orders/ui/cancel/{id}", path(id)))).data,
  );

export const rateOrderMutation = (queryClient: QueryClient, uuid: string) =>
  orderChangeMutation<RatingRequest>(
    queryClient,
    uuid,
    "rate",
    async (id, rating) =>
      (await unwrap(api.POST("/orders/ui/rate/{id}", { ...path(id), body: rating }))).data,
  );

export interface DeliveryInstructions {
  /** Free text; "" clears it. */
  note: string;
  leaveAtDoorstep: boolean;
}

export const updateDeliveryInstructionsMutation = (queryClient: QueryClient, uuid: string) =>
  orderChangeMutation<DeliveryInstructions>(
    queryClient,
    uuid,
    "delivery-instructions",
    async (id, body) =>
      (await unwrap(api.PUT("/orders/ui/delivery-instructions/{id}", { ...path(id), body }))).data,
  );

export interface ReplacementDecision {
  orderProductId: number;
  decision: ReplacementDecisionRequest["decision"];
}

/** The answer to a replacement offered in the rider chat; the chat reads the card's new state. */
export const decideReplacementMutation = (queryClient: QueryClient, uuid: string) =>
  orderChangeMutation<ReplacementDecision>(
    queryClient,
    uuid,
    "replacement",
    async (id, { orderProductId, decision }) =>
      (
        await unwrap(
          api.POST("/orders/ui/replacements/{id}/{orderProductId}", {
            params: { path: { id, orderProductId } },
            body: { decision },
          }),
        )
      ).data,
    [...orderKeys.chats(), uuid],
  );

/** A report of a problem with delivered items (docs/replacements.md); the server decides its outcome. */
export interface IssueReportRequest {
  reason: IssueReason;
  items: IssueReportItem[];
  photo: File | null;
}

/** What makes two reports the same attempt: a photo by its name, size and date, not its bytes. */
const reportAttemptOf = ({ reason, items, photo }: IssueReportRequest) => ({
  reason,
  items,
  photo: photo && [photo.name, photo.size, photo.lastModified],
});

export const createReportAttempts = (newKey?: () => string) =>
  createAttempts<ReturnType<typeof reportAttemptOf>, Order>(newKey);

/** A multipart form (reason, items as JSON, the photo when there is one) with an Idempotency-Key. */
export const reportOrderIssueMutation = (
  queryClient: QueryClient,
  uuid: string,
  attempts: ReturnType<typeof createReportAttempts>,
) =>
  orderChangeMutation<IssueReportRequest>(queryClient, uuid, "issue", (id, report) =>
    attempts(reportAttemptOf(report), async (_attempt, idempotencyKey) => {
      const form = new FormData();
      form.append("reason", report.reason);
      form.append("items", JSON.stringify(report.items));
      if (report.photo) form.append("photo", report.photo);
      const sent = api.POST("/orders/ui/issues/{id}", {
        params: { path: { id }, header: { "Idempotency-Key": idempotencyKey } },
        body: { reason: report.reason, items: JSON.stringify(report.items) },
        bodySerializer: () => form,
      });
      return (await unwrap(sent)).data;
    }),
  );

/** One set of tip attempts (see createAttempts): a retried or double-clicked tip is one charge. */
export const createTipAttempts = (newKey?: () => string) =>
  createAttempts<TipRequest, Order>(newKey);

export type TipAttempts = ReturnType<typeof createTipAttempts>;

export const addAdditionalTipMutation = (
  queryClient: QueryClient,
  uuid: string,
  attempts: TipAttempts,
) =>
  orderChangeMutation<TipRequest>(queryClient, uuid, "additional-tip", (id, tip) =>
    attempts(tip, async (body, idempotencyKey) => {
      const added = api.PUT("/orders/ui/additional-tip/{id}", {
        params: { path: { id }, header: { "Idempotency-Key": idempotencyKey } },
        body,
      });
      return (await unwrap(added)).data;
    }),
  );

/** POST /orders/ui/replacements/{id}/{orderProductId} {decision}: Approve or Reject an offer. */
export function useDecideReplacement(uuid: string) {
  return useMutation(decideReplacementMutation(useQueryClient(), uuid));
}

/** POST /orders/ui/issues/{id}: report a problem after delivery, once per attempt however often sent. */
export function useReportOrderIssue(uuid: string) {
  const [attempts] = useState(() => createReportAttempts());
  return useMutation(reportOrderIssueMutation(useQueryClient(), uuid, attempts));
}

/** PUT /orders/ui/cancel/{id}: `mutate()`; allowed while canCancel. */
export function useCancelOrder(uuid: string) {
  return useMutation(cancelOrderMutation(useQueryClient(), uuid));
}

/** POST /orders/ui/rate/{id} {orderRating, orderComments, driverRating, driverComments}. */
export function useRateOrder(uuid: string) {
  return useMutation(rateOrderMutation(useQueryClient(), uuid));
}

/** PUT /orders/ui/delivery-instructions/{id} {note, leaveAtDoorstep}. */
export function useUpdateDeliveryInstructions(uuid: string) {
  return useMutation(updateDeliveryInstructionsMutation(useQueryClient(), uuid));
}

/**
 * PUT /orders/ui/additional-tip/{id} {tipAmount} (dollars) with an Idempotency-Key per attempt;
 * a declined card or a tip beyond the order's cap answers 422.
 */
export function useAddAdditionalTip(uuid: string) {
  const [attempts] = useState(() => createTipAttempts());
  return useMutation(addAdditionalTipMutation(useQueryClient(), uuid, attempts));
}

/** One page of an order's rider chat (the contract's `before`/`after`/`limit` paging). */
export const fetchOrderChatPage =
  (orderId: string, threadId: string) =>
  async (cursor: ThreadCursor): Promise<ThreadPage<OrderChatMessage>> =>
    unwrap(
      api.GET("/orders/chat/ui/messages", {
        params: { query: { orderId, threadId, ...cursor } },
      }),
    );

/** Where the rider chat's pages are kept and fetched (pagedThread.ts). */
export const orderChatSource = (orderId: string, threadId: string) => ({
  queryKey: orderKeys.chat(orderId, threadId),
  fetchPage: fetchOrderChatPage(orderId, threadId),
});

/**
 * The rider chat of an order, the newest page first and older ones on `older.mutate()`. While the
 * order's event stream is live (useOrderEvents) it is not polled: each `chat-message` the stream
 * pushes reads the newer messages (readPushedChatMessage). While the stream is down it is polled
 * every `orderChat` interval while the panel is `open`, else every `orderChatIdle` one, so a
 * rider's message can be counted as unread. Each read asks only for messages after the newest
 * held: a long thread is not downloaded again every few seconds.
 */
export function useOrderChatMessages(
  orderId: string,
  threadId: string,
  { enabled, open = true }: { enabled: boolean; open?: boolean },
) {
  return usePagedThread({
    ...orderChatSource(orderId, threadId),
    enabled,
    pollEvery: orderChatPollEvery(orderId, open),
  });
}

/** How often the rider chat is polled (useOrderChatMessages): never while its order streams live. */
export const orderChatPollEvery = (orderId: string, open: boolean) => (): number | false =>
  isOrderStreamLive(orderId) ? false : pollInterval(open ? "orderChat" : "orderChatIdle");

/**
 * A rider chat message the order's stream announced: its thread reads what arrived after the
 * newest message held (a thread not held yet is read when the chat first asks for it).
 */
export function readPushedChatMessage(
  queryClient: QueryClient,
  { orderId, threadId }: { orderId: string; threadId: string },
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: orderKeys.chat(orderId, threadId) });
}

/** The order's stream went live or down: its chats read now, and look again at whether to poll. */
export function recheckChatPolling(queryClient: QueryClient, orderId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [...orderKeys.chats(), orderId] });
}

export const sendOrderChatMessageMutation = (
  queryClient: QueryClient,
  orderId: string,
  threadId: string,
) =>
  mutationOptions({
    mutationKey: [...orderKeys.chat(orderId, threadId), "send"],
    mutationFn: async (message: string): Promise<OrderChatMessage> =>
      (
        await unwrap(
          api.POST("/orders/chat/ui/messages", {
            body: { orderId, threadId, type: "TEXT", message },
          }),
        )
      ).data,
    // docs/product.md § States and transitions: the messages reload after each send. The sent
    // message is not added by hand: the reload asks for everything after the newest message held,
    // which also brings a rider's answer that arrived just before it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.chat(orderId, threadId) }),
  });

/** POST /orders/chat/ui/messages {orderId, threadId, type: "TEXT", message}: `mutateAsync(text)`. */
export function useSendOrderChatMessage(orderId: string, threadId: string) {
  return useMutation(sendOrderChatMessageMutation(useQueryClient(), orderId, threadId));
}
