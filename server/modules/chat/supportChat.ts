import { randomUUID } from "node:crypto";
import type { AppContext } from "../../context";
import type { Database, Executor } from "../../db/client";
import { notFound } from "../../http/errors";
import type { UploadedFile } from "../../http/uploads";
import type { FileStorage } from "../../providers/storage";
import { supportAgentId } from "../users";
import { agentReply, type CustomerMessage } from "./agentReplies";
import type { FileKeys } from "./fileKeys";
import { sanitizeFileName } from "./fileNames";
import {
  countUnread,
  findSupportFile,
  findSupportThread,
  insertFile,
  insertMessage,
  latestMessageAt,
  lockThread,
  markThreadRead,
  type FileRow,
  type MessageRow,
} from "./repository";
import { pageOfThread, type PageQuery } from "./paging";
import { admitChatSend, refuseOverLimit } from "./quotas";
import { acceptedType } from "./supportFiles";
import type { SniffedType } from "./sniff";
import { ensureSupportThread } from "./threads";

/** The agent answers about five seconds after a message… */
export const AGENT_REPLY_DELAY_MS = 5_000;
/** …unless it answered (or is about to) within the last half minute: one answer per burst. */
export const AGENT_QUIET_MS = 30_000;

export interface SupportSender {
  id: number;
  firstName: string | null;
}

/** The caller's own support thread, or 404 for any other thread id. */
export async function ownSupportThread(db: Executor, userId: number, threadUuid: string) {
  const thread = await findSupportThread(db, userId);
  if (!thread || thread.uuid !== threadUuid) throw notFound("We could not find that chat.");
  return thread;
}

/** Messages from the support side the customer has not seen; 0 before the thread exists. */
export async function supportUnreadCount(db: Executor, userId: number, now: Date) {
  const thread = await findSupportThread(db, userId);
  return thread ? countUnread(db, thread, now) : 0;
}

/**
 * One page of the caller's thread (paging.ts), with the messages' files. A page that reaches the
 * newest messages marks the thread read; scrolling back through older ones does not read new ones.
 */
export async function readSupportMessages(
  db: Executor,
  userId: number,
  threadUuid: string,
  page: PageQuery,
  now: Date,
) {
  const thread = await ownSupportThread(db, userId, threadUuid);
  const listed = await pageOfThread(db, thread.uuid, page, now);
  if (page.before === undefined) await markThreadRead(db, thread.uuid, now);
  return listed;
}

const FILE_NOT_FOUND = "We could not find that file.";

/** The owner's token or the URL's key opens it; to anyone else the file does not exist. */
export async function openSupportFile(
  deps: Pick<AppContext, "db" | "storage" | "log"> & { fileKeys: FileKeys },
  fileUuid: string,
  caller: { userId: number | undefined; key: string | undefined },
): Promise<{ file: FileRow; bytes: Buffer }> {
  const found = await findSupportFile(deps.db, fileUuid);
  const isOwner = found !== null && caller.userId === found.ownerId;
  const hasKey =
    found !== null &&
    caller.key !== undefined &&
    (await deps.fileKeys.matches(found.file.uuid, caller.key));
  if (!found || !(isOwner || hasKey)) throw notFound(FILE_NOT_FOUND);
  const bytes = await deps.storage.get(found.file.storageKey);
  if (!bytes) {
    deps.log.warn({ fileUuid: found.file.uuid }, "a support chat file is missing from storage");
    throw notFound(FILE_NOT_FOUND);
  }
  return { file: found.file, bytes };
}

async function scheduleAgentReply(
  tx: Executor,
  threadUuid: string,
  message: CustomerMessage,
  sender: SupportSender,
  now: Date,
): Promise<void> {
  const agentId = await supportAgentId(tx);
  if (agentId === null) return;
  const latest = await latestMessageAt(tx, threadUuid, agentId);
  if (latest && latest.getTime() > now.getTime() - AGENT_QUIET_MS) return;
  await insertMessage(tx, {
    uuid: randomUUID(),
    threadUuid,
    senderId: agentId,
    type: "TEXT",
    body: agentReply(message, sender.firstName),
    createdAt: new Date(now.getTime() + AGENT_REPLY_DELAY_MS),
  });
}

/** The customer's message in the thread (locked, so two quick ones schedule one agent reply). */
async function postCustomerMessage(
  tx: Executor,
  threadUuid: string,
  sender: SupportSender,
  message: CustomerMessage,
  fileUuid: string | null,
  now: Date,
): Promise<MessageRow> {
  await lockThread(tx, threadUuid);
  const sent = await insertMessage(tx, {
    uuid: randomUUID(),
    threadUuid,
    senderId: sender.id,
    type: message.type,
    body: message.type === "TEXT" ? message.text : null,
    fileUuid,
    createdAt: now,
  });
  await scheduleAgentReply(tx, threadUuid, message, sender, now);
  return sent;
}

/** Past a chat limit (limits.ts) the text is refused with 429 and nothing is written. */
export function sendSupportText(
  db: Database,
  threadUuid: string,
  sender: SupportSender,
  text: string,
  clock: () => Date,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    await ownSupportThread(tx, sender.id, threadUuid);
    const now = await admitChatSend(tx, { userId: sender.id, threadUuid, fileBytes: null }, clock);
    return postCustomerMessage(tx, threadUuid, sender, { type: "TEXT", text }, null, now);
  });
}

/**
 * Stores an accepted file under a random key, then records it and its message. The bytes go
 * first so no message ever points at nothing; a failed write of the rows removes them again.
 * The limits are checked before the bytes are written, so a flood of refused uploads costs no
 * disk, and again under the sender's lock with the rows, where they hold against parallel sends
 * (the bytes written meanwhile are removed with the refusal).
 */
export async function sendSupportFile(
  deps: { db: Database; storage: FileStorage },
  threadUuid: string,
  sender: SupportSender,
  upload: UploadedFile,
  clock: () => Date,
): Promise<{ message: MessageRow; file: FileRow }> {
  await ownSupportThread(deps.db, sender.id, threadUuid);
  const contentType = acceptedType(upload);
  const send = { userId: sender.id, threadUuid, fileBytes: upload.bytes.length };
  await refuseOverLimit(deps.db, send, clock());
  const unsaved: Omit<FileRow, "createdAt"> = {
    uuid: randomUUID(),
    threadUuid,
    storageKey: randomUUID(),
    contentType,
    originalName: sanitizeFileName(upload.filename),
    sizeBytes: upload.bytes.length,
  };
  await deps.storage.put(unsaved.storageKey, upload.bytes);
  try {
    return await deps.db.transaction(async (tx) => {
      const now = await admitChatSend(tx, send, clock);
      const file = { ...unsaved, createdAt: now };
      await insertFile(tx, file);
      const message = await postCustomerMessage(
        tx,
        threadUuid,
        sender,
        { type: "FILE" },
        file.uuid,
        now,
      );
      return { message, file };
    });
  } catch (error) {
    await deps.storage.delete(unsaved.storageKey).catch(() => undefined);
    throw error;
  }
}

/** A photo already in the file storage, to show in the support thread. */
export interface StoredPhoto {
  storageKey: string;
  contentType: SniffedType;
  originalName: string;
  sizeBytes: number;
}

/**
 * A problem report that goes to support (orders/issueReports.ts), in the customer's support
 * thread as their own message, with the photo after it as a file message, so the agent answers
 * it like every other message. Written in the report's transaction; the chat's quotas do not
 * apply, as the reports have their own limits and a report must never be refused for the chat's
 * sake.
 */
export async function postReportInSupportChat(
  tx: Executor,
  sender: SupportSender,
  report: { text: string; photo: StoredPhoto | null },
  now: Date,
): Promise<void> {
  const thread = await ensureSupportThread(tx, sender.id, now);
  await lockThread(tx, thread.uuid);
  await insertMessage(tx, {
    uuid: randomUUID(),
    threadUuid: thread.uuid,
    senderId: sender.id,
    type: "TEXT",
    body: report.text,
    createdAt: now,
  });
  if (report.photo) {
    const fileUuid = randomUUID();
    await insertFile(tx, {
      uuid: fileUuid,
      threadUuid: thread.uuid,
      storageKey: report.photo.storageKey,
      contentType: report.photo.contentType,
      originalName: sanitizeFileName(report.photo.originalName),
      sizeBytes: report.photo.sizeBytes,
      createdAt: now,
    });
    await postCustomerMessage(tx, thread.uuid, sender, { type: "FILE" }, fileUuid, now);
    return;
  }
  await scheduleAgentReply(tx, thread.uuid, { type: "TEXT", text: report.text }, sender, now);
}
