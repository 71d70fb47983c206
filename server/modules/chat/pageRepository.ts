import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { chatFiles, chatMessages } from "../../db/schema";

/** Which side of a message of the thread a page lies on. */
export interface PageCursor {
  side: "before" | "after";
  messageUuid: string;
}

export async function isMessageOfThread(
  db: Executor,
  threadUuid: string,
  messageUuid: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.uuid, messageUuid), eq(chatMessages.threadUuid, threadUuid)));
  return row !== undefined;
}

/**
 * Messages sort by (created_at, id): replies written ahead have a later time but may have a lower
 * id than a message sent meanwhile. The cursor's own pair is read inside the query, at the
 * database's precision, so no rounding through a JavaScript Date can skip or repeat a message.
 */
function beyondCursor(cursor: PageCursor) {
  const position = sql`(select c.created_at, c.id from ${chatMessages} c where c.uuid = ${cursor.messageUuid})`;
  const own = sql`(${chatMessages.createdAt}, ${chatMessages.id})`;
  return cursor.side === "before" ? sql`${own} < ${position}` : sql`${own} > ${position}`;
}

/**
 * Up to `take` visible messages next to the cursor with their files: the newest ones going back
 * (no cursor, or `before`), the oldest ones going forward (`after`). Rows come in that walking
 * order; the caller puts them oldest first.
 */
export function messagesFrom(
  db: Executor,
  threadUuid: string,
  cursor: PageCursor | null,
  take: number,
  now: Date,
) {
  const forward = cursor?.side === "after";
  const order = forward
    ? [asc(chatMessages.createdAt), asc(chatMessages.id)]
    : [desc(chatMessages.createdAt), desc(chatMessages.id)];
  return db
    .select({ message: chatMessages, file: chatFiles })
    .from(chatMessages)
    .leftJoin(chatFiles, eq(chatFiles.uuid, chatMessages.fileUuid))
    .where(
      and(
        eq(chatMessages.threadUuid, threadUuid),
        lte(chatMessages.createdAt, now),
        cursor ? beyondCursor(cursor) : undefined,
      ),
    )
    .orderBy(...order)
    .limit(take);
}
