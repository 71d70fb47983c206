import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";
import type { SupportChatMessage, SupportChatMessageEvent } from "../types";
import { api, streamApi, unwrap } from "../client";
import { readEventStream } from "../eventStream";
import { isStreamLive, keepFollowing } from "../followStream";
import { pollInterval } from "../polling";
import { usePagedThread, type ThreadCursor, type ThreadPage } from "./pagedThread";

/** One key factory per tag. Support keys carry the user, whose thread they are. */
export const chatKeys = {
  all: ["chat"] as const,
  support: (userId: number | null) => [...chatKeys.all, "support", userId] as const,
  supportThread: (userId: number | null) => [...chatKeys.support(userId), "thread"] as const,
  supportUnread: (userId: number | null) => [...chatKeys.support(userId), "unread"] as const,
  supportThreads: (userId: number | null) => [...chatKeys.support(userId), "messages"] as const,
  supportMessages: (userId: number | null, threadId: string | undefined) =>
    [...chatKeys.supportThreads(userId), threadId] as const,
};

export const supportThreadQuery = (userId: number | null) =>
  queryOptions({
    queryKey: chatKeys.supportThread(userId),
    queryFn: async () => (await unwrap(api.GET("/users/customer/support/chat/ui/thread"))).data,
    // A session keeps its one thread.
    staleTime: Infinity,
  });

export const supportUnreadQuery = (userId: number | null) =>
  queryOptions({
    queryKey: chatKeys.supportUnread(userId),
    queryFn: async () =>
      (await unwrap(api.GET("/users/customer/support/chat/ui/unread/count"))).data
        .unReadMessagesCount,
  });

/** The thread is created on first use, so it is asked for only once the chat is opened. */
export const useSupportThread = (userId: number | null, { enabled }: { enabled: boolean }) =>
  useQuery({ ...supportThreadQuery(userId), enabled });

export const useSupportUnreadCount = (userId: number | null, { polling }: { polling: boolean }) =>
  useQuery({
    ...supportUnreadQuery(userId),
    refetchInterval: () => (polling ? pollInterval("supportUnread") : false),
  });

/** The name of the user's support chat stream while it is live (followStream.ts). */
const supportStreamName = (userId: number | null) => `support:${userId}`;

/** How often the open support chat is polled: never while its stream is live. */
export const supportMessagesPollEvery =
  (userId: number | null, open: boolean) => (): number | false =>
    open && !isStreamLive(supportStreamName(userId)) ? pollInterval("supportMessages") : false;

/**
 * GET /users/customer/support/chat/ui/events: `live` once the server listens (`ready`),
 * `onMessage` for each message it announces, until the server ends the stream or it fails.
 */
async function followSupportChatEvents(
  live: () => void,
  onMessage: (event: SupportChatMessageEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const body = await unwrap(
    streamApi.GET("/users/customer/support/chat/ui/events", { parseAs: "stream", signal }),
  );
  if (!body) throw new Error("The support chat's event stream answered no body.");
  await readEventStream(body, ({ name, data }) => {
    if (name === "ready") live();
    else if (name === "chat-message") onMessage(JSON.parse(data) as SupportChatMessageEvent);
  });
}

/**
 * Follows the user's support chat until `signal` aborts (keepFollowing): each message announced
 * has its thread read (only what arrived after the newest message held), and the thread is not
 * polled meanwhile. When the stream goes live or drops, the thread reads once.
 */
export function keepFollowingSupportChat(
  queryClient: QueryClient,
  userId: number | null,
  signal: AbortSignal,
): Promise<void> {
  const readThread = (threadId?: string) =>
    void queryClient.invalidateQueries({
      queryKey: threadId
        ? chatKeys.supportMessages(userId, threadId)
        : chatKeys.supportThreads(userId),
    });
  return keepFollowing(
    {
      name: supportStreamName(userId),
      follow: (live, signal) =>
        followSupportChatEvents(live, (event) => readThread(event.threadId), signal),
      onLiveChange: () => readThread(),
    },
    signal,
  );
}

/** Follows the support chat's stream while `enabled` (the panel is open); polling stands in while it is down. */
export function useSupportChatEvents(userId: number | null, { enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    void keepFollowingSupportChat(queryClient, userId, stop.signal);
    return () => stop.abort();
  }, [queryClient, userId, enabled]);
}

/**
 * Where the support thread's pages are kept and fetched (pagedThread.ts). Listing marks the
 * thread read (contract), so every answer but a page of older messages sets the unread count to
 * 0 without asking again.
 */
export const supportThreadSource = (
  queryClient: QueryClient,
  userId: number | null,
  threadId: string | undefined,
) => ({
  queryKey: chatKeys.supportMessages(userId, threadId),
  fetchPage: async (cursor: ThreadCursor): Promise<ThreadPage<SupportChatMessage>> => {
    if (!threadId) throw new Error("The support thread is not known yet.");
    const listed = api.GET("/users/customer/support/chat/ui/messages", {
      params: { query: { threadId, ...cursor } },
    });
    const page = await unwrap(listed);
    if (!("before" in cursor)) queryClient.setQueryData(chatKeys.supportUnread(userId), 0);
    return page;
  },
});

/**
 * The support thread page by page (usePagedThread), read while the panel is open when its stream
 * announces a message (useSupportChatEvents), and polled while that stream is down, so the
 * agent's answers appear by themselves; each read asks only for what arrived since the newest
 * message held.
 */
export function useSupportMessages(
  userId: number | null,
  threadId: string | undefined,
  { open }: { open: boolean },
) {
  return usePagedThread({
    ...supportThreadSource(useQueryClient(), userId, threadId),
    enabled: open && threadId !== undefined,
    pollEvery: supportMessagesPollEvery(userId, open),
  });
}

export type SupportMessageDraft = { type: "TEXT"; message: string } | { type: "FILE"; file: File };

/** docs/product.md § Calls to the API: a multipart form with threadId, type, and message or file. */
export async function sendSupportMessage(
  threadId: string,
  draft: SupportMessageDraft,
): Promise<SupportChatMessage> {
  const body =
    draft.type === "TEXT"
      ? { threadId, type: "TEXT" as const, message: draft.message }
      : { threadId, type: "FILE" as const, file: draft.file };
  const sent = api.POST("/users/customer/support/chat/ui/messages", {
    body,
    bodySerializer: (fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        form.append(name, value instanceof Blob ? value : String(value));
      }
      return form;
    },
  });
  return (await unwrap(sent)).data;
}

/** Messages (and the unread count) are reloaded after each send (docs/product.md § States and transitions). */
export function useSendSupportMessage(userId: number | null, threadId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: SupportMessageDraft) => {
      if (!threadId) throw new Error("The support thread is not known yet.");
      return sendSupportMessage(threadId, draft);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.support(userId) }),
  });
}
