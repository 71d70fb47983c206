/**
 * The contract's chat paging as the server does it, over a thread the mock holds oldest first:
 * the newest `limit` messages, the ones `before` a message, or the ones `after` it.
 */

export const DEFAULT_CHAT_PAGE_SIZE = 50;

export const NOT_IN_THREAD_MESSAGE = "That message is not in this chat.";

export interface MockThreadPage<M> {
  data: M[];
  meta: { hasOlder: boolean; hasNewer: boolean };
}

/** The paging parameters of a list call, as the query string has them. */
export interface PagingQuery {
  before: string | null;
  after: string | null;
  limit: string | null;
}

/** The page the query asks for, or null when its cursor is not a message of the thread (400). */
export function pageOfThread<M extends { uuid: string }>(
  thread: readonly M[],
  { before, after, limit: asked }: PagingQuery,
): MockThreadPage<M> | null {
  const limit = asked === null ? DEFAULT_CHAT_PAGE_SIZE : Number(asked);
  const cursor = before ?? after;
  const at = cursor === null ? thread.length : thread.findIndex((m) => m.uuid === cursor);
  if (at < 0) return null;
  if (after !== null) {
    const data = thread.slice(at + 1, at + 1 + limit);
    return { data, meta: { hasOlder: true, hasNewer: at + 1 + limit < thread.length } };
  }
  const start = Math.max(0, at - limit);
  return {
    data: thread.slice(start, at),
    meta: { hasOlder: start > 0, hasNewer: before !== null },
  };
}
