import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { chatFiles, chatThreads } from "../../db/schema";

/**
 * Deletes the user's support thread (its messages and file rows go with it, on delete cascade)
 * and answers the storage keys of its files, which are removed once the erasure has committed.
 */
export async function deleteSupportThread(db: Executor, userId: number): Promise<string[]> {
  const supportThread = and(eq(chatThreads.userId, userId), eq(chatThreads.kind, "SUPPORT"));
  const files = await db
    .select({ storageKey: chatFiles.storageKey })
    .from(chatFiles)
    .innerJoin(chatThreads, eq(chatThreads.uuid, chatFiles.threadUuid))
    .where(supportThread);
  await db.delete(chatThreads).where(supportThread);
  return files.map((file) => file.storageKey);
}
