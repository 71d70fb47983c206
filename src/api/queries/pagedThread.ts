import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";

/** What the contract's paged chat listings answer: messages oldest first and where they sit. */
export interface ThreadPage<M> {
  data: M[];
  meta: { hasOlder: boolean; hasNewer: boolean };
}

/** The part of a thread the app holds: a run of its newest messages, oldest first. */
export interface HeldThread<M> {
  messages: M[];
  /** Messages older than the first one held exist on the server. */
  hasOlder: boolean;
}

/** The cursor of one listing call: none (the newest page), `before` or `after` a message. */
export type ThreadCursor = { before: string } | { after: string } | Record<string, never>;

interface WithUuid {
  uuid: string;
}

/** Keeps the first of each uuid: a message polled twice (or sent and polled) shows once. */
function uniqueByUuid<M extends WithUuid>(messages: readonly M[]): M[] {
  const seen = new Set<string>();
  return messages.filter((message) => !seen.has(message.uuid) && seen.add(message.uuid));
}

/** The held thread with the messages that arrived since its newest one. */
export function withNewer<M extends WithUuid>(
  held: HeldThread<M>,
  newer: readonly M[],
): HeldThread<M> {
  if (newer.length === 0) return held;
  return { ...held, messages: uniqueByUuid([...held.messages, ...newer]) };
}

/** The held thread with a page of older messages in front of it. */
export function withOlder<M extends WithUuid>(
  held: HeldThread<M>,
  older: ThreadPage<M>,
): HeldThread<M> {
  return {
    messages: uniqueByUuid([...older.data, ...held.messages]),
    hasOlder: older.meta.hasOlder,
  };
}

interface PagedThreadSource<M> {
  queryKey: QueryKey;
  fetchPage: (cursor: ThreadCursor) => Promise<ThreadPage<M>>;
}

/**
 * A chat thread held page by page. The first call answers the newest page; every call after it
 * asks only for what arrived after the newest message held (a poll does not download the whole
 * thread again). The answer is merged into what the cache holds when it arrives, so a poll and
 * an older page landing together lose neither.
 */
export function pagedThreadQuery<M extends WithUuid>(
  queryClient: QueryClient,
  { queryKey, fetchPage }: PagedThreadSource<M>,
) {
  const held = () => queryClient.getQueryData<HeldThread<M>>(queryKey);
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<HeldThread<M>> => {
      const newest = held()?.messages.at(-1);
      if (!newest) {
        const page = await fetchPage({});
        return { messages: page.data, hasOlder: page.meta.hasOlder };
      }
      const page = await fetchPage({ after: newest.uuid });
      return withNewer(held() ?? { messages: [newest], hasOlder: true }, page.data);
    },
    staleTime: 0,
  });
}

/** The older page on its way for each thread of each client, by query key. */
const olderPagesLoading = new WeakMap<QueryClient, Map<string, Promise<void>>>();

/**
 * Loads the thread's older page once: a second ask while it is on its way (the button and a
 * scroll to the top together) waits for the same page, so it stays pending as long as the first.
 */
function loadOlderPageOnce(
  queryClient: QueryClient,
  queryKey: QueryKey,
  load: () => Promise<void>,
): Promise<void> {
  const loading = olderPagesLoading.get(queryClient) ?? new Map<string, Promise<void>>();
  olderPagesLoading.set(queryClient, loading);
  const key = JSON.stringify(queryKey);
  const pending = loading.get(key);
  if (pending) return pending;
  const page = load().finally(() => loading.delete(key));
  loading.set(key, page);
  return page;
}

/** Puts the page before the oldest message held in front of it; nothing when there is none. */
export function olderPageMutation<M extends WithUuid>(
  queryClient: QueryClient,
  { queryKey, fetchPage }: PagedThreadSource<M>,
) {
  const held = () => queryClient.getQueryData<HeldThread<M>>(queryKey);
  return mutationOptions({
    mutationKey: [...queryKey, "older"],
    mutationFn: (): Promise<void> =>
      loadOlderPageOnce(queryClient, queryKey, async () => {
        const thread = held();
        const oldest = thread?.messages[0];
        if (!oldest || !thread.hasOlder) return;
        const page = await fetchPage({ before: oldest.uuid });
        queryClient.setQueryData<HeldThread<M>>(queryKey, (current) =>
          current ? withOlder(current, page) : current,
        );
      }),
  });
}

/** The thread (pagedThreadQuery), polled every `pollEvery()`, and how to load its older pages. */
export function usePagedThread<M extends WithUuid>({
  enabled,
  pollEvery,
  ...source
}: PagedThreadSource<M> & { enabled: boolean; pollEvery: () => number | false }) {
  const queryClient = useQueryClient();
  const thread = useQuery({
    ...pagedThreadQuery(queryClient, source),
    enabled,
    refetchInterval: pollEvery,
  });
  const older = useMutation(olderPageMutation(queryClient, source));
  return { thread, older };
}
