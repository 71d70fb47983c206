import { requireSession } from "../../http/session";
import type { ModuleHandlers } from "../../http/types";
import { parseSupportForm } from "./form";
import { listOrderMessages, sendOrderMessage } from "./orderChat";
import { createFileKeys } from "./fileKeys";
import { orderChatMessage, supportChatMessage, type PresentedFile } from "./present";
import type { FileRow } from "./repository";
import {
  openSupportFile,
  readSupportMessages,
  sendSupportFile,
  sendSupportText,
  supportUnreadCount,
} from "./supportChat";
import { streamSupportChatEvents } from "./supportEvents";
import { fileHeaders, fileUrl } from "./supportFiles";
import { ensureSupportThread } from "./threads";

export const chatHandlers: ModuleHandlers<
  | "listOrderChatMessages"
  | "sendOrderChatMessage"
  | "getSupportThread"
  | "getSupportUnreadCount"
  | "listSupportChatMessages"
  | "sendSupportChatMessage"
  | "getSupportChatFile"
  | "streamSupportChatEvents"
> = (context) => {
  const { config, db, storage, log, now } = context;
  const fileKeys = createFileKeys({ db, storage, configuredSecret: config.fileUrlSecret });
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
      const { messages, offers, meta } = await listOrderMessages(db, key, query, now());
      return { data: messages.map((message) => orderChatMessage(message, offers)), meta };
    },

    sendOrderChatMessage: async ({ body, session }) => {
      const key = {
        orderUuid: body.orderId,
        threadUuid: body.threadId,
        userId: requireSession(session).user.id,
      };
      const sent = await sendOrderMessage(db, key, body.message.trim(), now);
      return { data: orderChatMessage(sent) };
    },

    getSupportThread: async ({ session }) => {
      const thread = await ensureSupportThread(db, requireSession(session).user.id, now());
      return { data: { uuid: thread.uuid } };
    },

    getSupportUnreadCount: async ({ session }) => {
      const unread = await supportUnreadCount(db, requireSession(session).user.id, now());
      return { data: { unReadMessagesCount: unread } };
    },

    listSupportChatMessages: async ({ query, session }) => {
      const userId = requireSession(session).user.id;
      const { rows, meta } = await readSupportMessages(db, userId, query.threadId, query, now());
      return {
        data: await Promise.all(
          rows.map(async (row) => supportChatMessage(row.message, await presented(row.file))),
        ),
        meta,
      };
    },

    sendSupportChatMessage: async ({ request, session }) => {
      const user = requireSession(session).user;
      const sender = { id: user.id, firstName: user.firstName };
      // Multipart bodies are not typed by the contract types (JSON only): parse what arrived.
      const form = parseSupportForm(request.body);
      if (form.type === "TEXT") {
        // The clock itself: the time is read once the sender's lock is held (quotas.ts).
        const sent = await sendSupportText(db, form.threadId, sender, form.text, now);
        return { data: supportChatMessage(sent, null) };
      }
      const { message, file } = await sendSupportFile(
        { db, storage },
        form.threadId,
        sender,
        form.file,
        now,
      );
      return { data: supportChatMessage(message, await presented(file)) };
    },

    getSupportChatFile: async ({ params, query, session, reply }) => {
      const { file, bytes } = await openSupportFile({ db, storage, log, fileKeys }, params.uuid, {
        userId: session?.user.id,
        key: query.key,
      });
      reply.headers(fileHeaders(file));
      return bytes;
    },

    streamSupportChatEvents: ({ session, request, reply }) =>
      streamSupportChatEvents(context, session, request, reply),
  };
};
