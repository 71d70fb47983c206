import type { Executor, Transaction } from "../../db/client";
import { tooManyRequests } from "../../http/errors";
import { retryAfterMs } from "../../lib/windowLimit";
import { FILE_LIMITS, MESSAGE_LIMITS, USER_UPLOAD_BYTES_PER_DAY } from "./limits";
import { lockChatSender, newestSendTimes, uploadsWithin } from "./quotaRepository";

export interface ChatSend {
  userId: number;
  threadUuid: string;
  /** The size of the file sent, or null for a text message. */
  fileBytes: number | null;
}

/**
 * How long until `incomingBytes` more fit under `limitBytes` within the window, given the uploads
 * inside it (oldest first): 0 when they fit now, else until enough of the oldest have left it.
 */
export function uploadRetryAfterMs(
  rule: { limitBytes: number; windowMs: number },
  uploadsOldestFirst: readonly { at: Date; sizeBytes: number }[],
  incomingBytes: number,
  now: Date,
): number {
  let used = uploadsOldestFirst.reduce((total, upload) => total + upload.sizeBytes, 0);
  for (const upload of uploadsOldestFirst) {
    if (used + incomingBytes <= rule.limitBytes) break;
    used -= upload.sizeBytes;
    if (used + incomingBytes <= rule.limitBytes) {
      return Math.max(0, upload.at.getTime() + rule.windowMs - now.getTime());
    }
  }
  // Within the limit already, or a single file larger than the whole allowance (the 10 MB file
  // limit keeps that from happening): then waiting a full window is the honest answer.
  return used + incomingBytes <= rule.limitBytes ? 0 : rule.windowMs;
}

/** 429 with Retry-After when the send would pass any chat limit; nothing is counted otherwise. */
export async function refuseOverLimit(db: Executor, send: ChatSend, now: Date): Promise<void> {
  const limits = send.fileBytes === null ? MESSAGE_LIMITS : FILE_LIMITS;
  for (const rule of limits) {
    const counted = { kind: rule.kind, scope: rule.scope, ...send };
    const wait = retryAfterMs(rule, await newestSendTimes(db, counted, rule, now), now);
    if (wait > 0) throw tooManyRequests(rule.message, wait / 1000);
  }
  if (send.fileBytes === null) return;
  const rule = USER_UPLOAD_BYTES_PER_DAY;
  const uploads = await uploadsWithin(db, send.userId, rule.windowMs, now);
  const wait = uploadRetryAfterMs(rule, uploads, send.fileBytes, now);
  if (wait > 0) throw tooManyRequests(rule.message, wait / 1000);
}

/**
 * Takes the sender's lock, then reads the clock: a send committed by whoever held the lock first
 * is then inside the window counted (reading it before could place that send after `now`, where
 * it would not count). Answers the time the new message is to be written at.
 */
export async function admitChatSend(
  tx: Transaction,
  send: ChatSend,
  clock: () => Date,
): Promise<Date> {
  await lockChatSender(tx, send.userId);
  const now = clock();
  await refuseOverLimit(tx, send, now);
  return now;
}
