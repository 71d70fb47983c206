import {
  CHAT_FILES_TOO_FAST_MESSAGE,
  CHAT_TOO_FAST_MESSAGE,
  CHAT_TOO_MANY_FILES_TODAY_MESSAGE,
  CHAT_TOO_MANY_TODAY_MESSAGE,
  CHAT_UPLOADS_TOO_LARGE_TODAY_MESSAGE,
} from "../../../shared/errors/messages";
import type { WindowLimit } from "../../lib/windowLimit";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MEGABYTE = 1024 * 1024;

/**
 * The chat's quotas. A probe posted 1,287 messages in 20 s and 60 files of 1 MB in 3.3 s; a
 * shopper chatting about a delivery writes a few messages a minute and sends a photo or two, so
 * every number below sits far above a real conversation and far below a flood.
 */

/** What a limit counts: the customer's messages (text and files alike) or only their files. */
export type ChatCountKind = "message" | "file";

/** Whose sends a limit counts: the customer's in every chat, or the customer's in one thread. */
export type ChatCountScope = "user" | "thread";

export interface ChatLimit extends WindowLimit {
  kind: ChatCountKind;
  scope: ChatCountScope;
}

const TOO_FAST = CHAT_TOO_FAST_MESSAGE;
const TOO_MANY_TODAY = CHAT_TOO_MANY_TODAY_MESSAGE;
const FILES_TOO_FAST = CHAT_FILES_TOO_FAST_MESSAGE;
const TOO_MANY_FILES_TODAY = CHAT_TOO_MANY_FILES_TODAY_MESSAGE;

/** One thread: a burst of short replies ("ok", "gate code 1234", "thanks") stays well inside. */
export const THREAD_MESSAGES_PER_MINUTE: ChatLimit = {
  kind: "message",
  scope: "thread",
  limit: 15,
  windowMs: MINUTE,
  message: TOO_FAST,
};

export const THREAD_MESSAGES_PER_DAY: ChatLimit = {
  kind: "message",
  scope: "thread",
  limit: 200,
  windowMs: DAY,
  message: TOO_MANY_TODAY,
};

/** Across the support chat and every order's rider chat at once. */
export const USER_MESSAGES_PER_MINUTE: ChatLimit = {
  kind: "message",
  scope: "user",
  limit: 30,
  windowMs: MINUTE,
  message: TOO_FAST,
};

export const USER_MESSAGES_PER_DAY: ChatLimit = {
  kind: "message",
  scope: "user",
  limit: 500,
  windowMs: DAY,
  message: TOO_MANY_TODAY,
};

/** Photos of a damaged delivery or a receipt: a handful at once. */
export const THREAD_FILES_PER_MINUTE: ChatLimit = {
  kind: "file",
  scope: "thread",
  limit: 5,
  windowMs: MINUTE,
  message: FILES_TOO_FAST,
};

export const THREAD_FILES_PER_DAY: ChatLimit = {
  kind: "file",
  scope: "thread",
  limit: 30,
  windowMs: DAY,
  message: TOO_MANY_FILES_TODAY,
};

export const USER_FILES_PER_MINUTE: ChatLimit = {
  kind: "file",
  scope: "user",
  limit: 8,
  windowMs: MINUTE,
  message: FILES_TOO_FAST,
};

export const USER_FILES_PER_DAY: ChatLimit = {
  kind: "file",
  scope: "user",
  limit: 50,
  windowMs: DAY,
  message: TOO_MANY_FILES_TODAY,
};

/** Every limit a text message is checked against, thread before user (its message is sharper). */
export const MESSAGE_LIMITS: readonly ChatLimit[] = [
  THREAD_MESSAGES_PER_MINUTE,
  USER_MESSAGES_PER_MINUTE,
  THREAD_MESSAGES_PER_DAY,
  USER_MESSAGES_PER_DAY,
];

/** A file is a message too, so it is checked against both lists. */
export const FILE_LIMITS: readonly ChatLimit[] = [
  ...MESSAGE_LIMITS,
  THREAD_FILES_PER_MINUTE,
  USER_FILES_PER_MINUTE,
  THREAD_FILES_PER_DAY,
  USER_FILES_PER_DAY,
];

/**
 * The bytes one customer may upload in any 24 hours: five files at the 10 MB maximum, or dozens
 * of phone photos. Storage grew about 1 GB a minute under the probe; this bounds it per account.
 */
export const USER_UPLOAD_BYTES_PER_DAY = {
  limitBytes: 50 * MEGABYTE,
  windowMs: DAY,
  message: CHAT_UPLOADS_TOO_LARGE_TODAY_MESSAGE,
};

/** A page of messages when the client does not say (the contract's default) and at most. */
export const DEFAULT_PAGE_SIZE = 50;
