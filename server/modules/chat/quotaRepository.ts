import { and, asc, desc, eq, gt, lte, type Column } from "drizzle-orm";
import { lockUntilCommit } from "../../db/advisoryLock";
import type { Executor, Transaction } from "../../db/client";
import { chatFiles, chatMessages, chatThreads } from "../../db/schema";
import type { ChatCountKind, ChatCountScope } from "./limits";

/**
 * Chat quota SQL. The messages and files themselves are the ledger the limits count: no counter
 * table to drift from what was really sent.
 */

/**
 * Serialises one customer's sends across API processes until the transaction ends, so "count,
 * then insert" cannot be raced past a limit by parallel requests (PostgreSQL; PGlite runs one
 * transaction at a time anyway). Every chat send takes it before the thread's row lock.
 */
export async function lockChatSender(tx: Transaction, userId: number): Promise<void> {
  await lockUntilCommit(tx, `chat:user:${userId}`);
}

export interface CountedSends {
  kind: ChatCountKind;
  scope: ChatCountScope;
  userId: number;
  threadUuid: string;
}

/** In the window and not "from the future": agent and rider replies are written ahead. */
const inWindow = (column: Column, since: Date, now: Date) =>
  and(gt(column, since), lte(column, now));

/** When the newest `limit` counted sends within `windowMs` were made, newest first. */
export async function newestSendTimes(
  db: Executor,
  counted: CountedSends,
  window: { limit: number; windowMs: number },
  now: Date,
): Promise<Date[]> {
  const since = new Date(now.getTime() - window.windowMs);
  const rows =
    counted.kind === "message"
      ? await db
          .select({ at: chatMessages.createdAt })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.senderId, counted.userId),
              counted.scope === "thread"
                ? eq(chatMessages.threadUuid, counted.threadUuid)
                : undefined,
              inWindow(chatMessages.createdAt, since, now),
            ),
          )
          .orderBy(desc(chatMessages.createdAt))
          .limit(window.limit)
      : await newestFileTimes(db, counted, since, now, window.limit);
  return rows.map((row) => row.at);
}

/** Files have no sender column: only a support thread's owner uploads into it. */
function newestFileTimes(
  db: Executor,
  counted: CountedSends,
  since: Date,
  now: Date,
  limit: number,
) {
  return db
    .select({ at: chatFiles.createdAt })
    .from(chatFiles)
    .innerJoin(chatThreads, eq(chatThreads.uuid, chatFiles.threadUuid))
    .where(
      and(
        counted.scope === "thread"
          ? eq(chatFiles.threadUuid, counted.threadUuid)
          : eq(chatThreads.userId, counted.userId),
        inWindow(chatFiles.createdAt, since, now),
      ),
    )
    .orderBy(desc(chatFiles.createdAt))
    .limit(limit);
}

/** The sizes of the customer's files within `windowMs`, oldest first. */
export function uploadsWithin(
  db: Executor,
  userId: number,
  windowMs: number,
  now: Date,
): Promise<{ at: Date; sizeBytes: number }[]> {
  const since = new Date(now.getTime() - windowMs);
  return db
    .select({ at: chatFiles.createdAt, sizeBytes: chatFiles.sizeBytes })
    .from(chatFiles)
    .innerJoin(chatThreads, eq(chatThreads.uuid, chatFiles.threadUuid))
    .where(and(eq(chatThreads.userId, userId), inWindow(chatFiles.createdAt, since, now)))
    .orderBy(asc(chatFiles.createdAt));
}
