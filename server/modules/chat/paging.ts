import type { Executor } from "../../db/client";
import { badRequest } from "../../http/errors";
import { DEFAULT_PAGE_SIZE } from "./limits";
import { isMessageOfThread, messagesFrom, type PageCursor } from "./pageRepository";

/** The paging part of a list query, as the contract names it. */
export interface PageQuery {
  before?: string;
  after?: string;
  limit?: number;
}

export interface PageMeta {
  hasOlder: boolean;
  hasNewer: boolean;
}

export const NOT_IN_THREAD = "That message is not in this chat.";

function cursorOf(query: PageQuery): PageCursor | null {
  if (query.before !== undefined && query.after !== undefined) {
    throw badRequest("Please ask for messages either before or after one message, not both.");
  }
  if (query.before !== undefined) return { side: "before", messageUuid: query.before };
  if (query.after !== undefined) return { side: "after", messageUuid: query.after };
  return null;
}

/**
 * One page of a thread the caller may read, oldest first. One row more than the page is read to
 * tell whether the walk could go on; the other direction is known from the cursor itself.
 */
export async function pageOfThread(db: Executor, threadUuid: string, query: PageQuery, now: Date) {
  const cursor = cursorOf(query);
  if (cursor && !(await isMessageOfThread(db, threadUuid, cursor.messageUuid))) {
    throw badRequest(NOT_IN_THREAD);
  }
  const size = query.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await messagesFrom(db, threadUuid, cursor, size + 1, now);
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (cursor?.side === "after") {
    return { rows: page, meta: { hasOlder: true, hasNewer: more } satisfies PageMeta };
  }
  return {
    rows: page.reverse(),
    meta: { hasOlder: more, hasNewer: cursor !== null } satisfies PageMeta,
  };
}
