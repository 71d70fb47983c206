import { notFound } from "../../http/errors";
import { requireSession } from "../../http/session";
import type { ModuleHandlers } from "../../http/types";
import { parseSupportForm } from "./form";
import { listOrderMessages, sendOrderMessage } from "./orderChat";
import { createFileKeys } from "./fileKeys";
import { orderChatMessage, supportChatMessage, type PresentedFile } from "./present";
import {
  countUnread,
  findSupportFile,
  findSupportThread,
  markThreadRead,
  visibleMessages,
  type FileRow,
} from "./repository";
import { ownSupportThread, sendSupportFile, sendSupportText } from "./supportChat";
import { fileHeaders, fileUrl } from "./supportFiles";
import { ensureSupportThread } from "./threads";

const FILE_NOT_FOUND = "We could not find that file.";

export const chatHandlers: ModuleHandlers<
  | "listOrderChatMessages"
  | "sendOrderChatMessage"
  | "getSupportThread"
  | "getSupportUnreadCount"
  | "listSupportChatMessages"
  | "sendSupportChatMessage"
  | "getSupportChatFile"
> = ({ db, storage, log, now }) => {
  const fileKeys = createFileKeys(storage);
  const presented = async (file: FileRow | null): Promise<PresentedFile | null> =>
    file && {
      uuid: file.uuid,
      originalName: file.originalName,
      url: fileUrl(file.uuid, await fileKeys.keyOf(file.uuid)),
    };
  return {
    listOrderChatMessages: async ({ query, session }) => {
      const key = {
        orderUuid: query.orderId,
        threadUuid: query.threadId,
        userId: requireSession(session).user.id,
      };
      const rows = await listOrderMessages(db, key, now());
      return { data: rows.map(orderChatMessage) };
    },

    sendOrderChatMessage: async ({ body, session }) => {
      const key = {
        orderUuid: body.orderId,
        threadUuid: body.threadId,
        userId: requireSession(session).user.id,
      };
      const sent = await sendOrderMessage(db, key, body.message.trim(), now());
      return { data: orderChatMessage(sent) };
    },

    getSupportThread: async ({ session }) => {
      const thread = await ensureSupportThread(db, requireSession(session).user.id, now());
      return { data: { uuid: thread.uuid } };
    },

    getSupportUnreadCount: async ({ session }) => {
      const thread = await findSupportThread(db, requireSession(session).user.id);
      const unread = thread ? await countUnread(db, thread, now()) : 0;
      return { data: { unReadMessagesCount: unread } };
    },

    listSupportChatMessages: async ({ query, session }) => {
      const at = now();
      const thread = await ownSupportThread(db, requireSession(session).user.id, query.threadId);
      const rows = await visibleMessages(db, thread.uuid, at);
      await markThreadRead(db, thread.uuid, at);
      return {
        data: await Promise.all(
          rows.map(async (row) => supportChatMessage(row.message, await presented(row.file))),
        ),
      };
    },

    sendSupportChatMessage: async ({ request, session }) => {
      const user = requireSession(session).user;
      const sender = { id: user.id, firstName: user.firstName };
      // Multipart bodies are not typed by the contract types (JSON only): parse what arrived.
      const form = parseSupportForm(request.body);
      if (form.type === "TEXT") {
        const sent = await sendSupportText(db, form.threadId, sender, form.text, now());
        return { data: supportChatMessage(sent, null) };
      }
      const { message, file } = await sendSupportFile(
        { db, storage },
        form.threadId,
        sender,
        form.file,
        now(),
      );
      return { data: supportChatMessage(message, await presented(file)) };
    },

    /** The owner's token or the URL's key opens it; to anyone else the file does not exist. */
    getSupportChatFile: async ({ params, query, session, reply }) => {
      const found = await findSupportFile(db, params.uuid);
      const isOwner = found !== null && session?.user.id === found.ownerId;
      const hasKey =
        found !== null &&
        query.key !== undefined &&
        (await fileKeys.matches(found.file.uuid, query.key));
      if (!found || !(isOwner || hasKey)) throw notFound(FILE_NOT_FOUND);
      const bytes = await storage.get(found.file.storageKey);
      if (!bytes) {
        log.warn({ fileUuid: found.file.uuid }, "a support chat file is missing from storage");
        throw notFound(FILE_NOT_FOUND);
      }
      reply.headers(fileHeaders(found.file));
      return bytes;
    },
  };
};
