import { HttpResponse } from "msw";
import type { SupportChatMessage } from "@/api/types";
import { db, newId, nextTimestamp } from "../db";
import { FILE_NOT_ACCEPTED_MESSAGE, sniffContentType } from "../files";
import { fixtureUuid, SUPPORT_THREAD_UUID } from "../fixtures";
import { http } from "../http";
import { errorBody } from "../session";
import { NOT_IN_THREAD_MESSAGE, pageOfThread } from "./chatPages";

/** Where the server serves a stored file: a same-origin path whose key works without headers. */
const SUPPORT_FILES_PATH = "/api/v1/users/customer/support/chat/ui/files";

/** Keeps an accepted file and answers where it is served; null for a kind the server refuses. */
async function storeFile(file: File): Promise<SupportChatMessage["fileResponse"]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffContentType(bytes);
  if (!contentType) return null;
  const id = newId();
  const uuid = fixtureUuid("file", id);
  db.supportFiles[uuid] = { bytes, contentType, name: file.name };
  // A deterministic key, unlike the server's random one, so stories render the same URL.
  return { uuid, fullUrl: `${SUPPORT_FILES_PATH}/${uuid}?key=mock-key-${id}` };
}

/**
 * The one rider thread and the one support thread of the fixtures; the mock trusts the app to
 * ask for them (the server checks that order and thread belong together).
 */
export const chatHandlers = [
  http.get("/orders/chat/ui/messages", ({ query, response }) => {
    const thread = db.orderChat[query.get("threadId") ?? ""] ?? [];
    const page = pageOfThread(thread, {
      before: query.get("before"),
      after: query.get("after"),
      limit: query.get("limit"),
    });
    if (!page) return response(400).json(errorBody(NOT_IN_THREAD_MESSAGE));
    return response(200).json(page);
  }),

  http.post("/orders/chat/ui/messages", async ({ request, response }) => {
    const { threadId, message } = await request.json();
    const sent = {
      // From the state's ids (5001 on), so a sent message never reuses a seeded message's uuid.
      uuid: fixtureUuid("orderMessage", newId()),
      senderId: db.customer.id,
      type: "TEXT" as const,
      message,
      createdAt: nextTimestamp(),
    };
    db.orderChat[threadId] = [...(db.orderChat[threadId] ?? []), sent];
    return response(201).json({ data: sent });
  }),

  http.get("/users/customer/support/chat/ui/thread", ({ response }) => {
    return response(200).json({ data: { uuid: SUPPORT_THREAD_UUID } });
  }),

  // As the order's stream: ready, then ended, so the app polls the support chat as it does while
  // a real stream is down, and stories of an agent's answer appear as before.
  http.get("/users/customer/support/chat/ui/events", ({ response }) => {
    return response(200).text("event: ready\ndata: {}\n\n", {
      headers: { "content-type": "text/event-stream" },
    });
  }),

  http.get("/users/customer/support/chat/ui/unread/count", ({ response }) => {
    return response(200).json({ data: { unReadMessagesCount: db.supportUnread } });
  }),

  http.get("/users/customer/support/chat/ui/messages", ({ query, response }) => {
    const page = pageOfThread(db.supportMessages, {
      before: query.get("before"),
      after: query.get("after"),
      limit: query.get("limit"),
    });
    if (!page) return response(400).json(errorBody(NOT_IN_THREAD_MESSAGE));
    // Listing marks the thread as read, except a page of older messages.
    if (query.get("before") === null) db.supportUnread = 0;
    return response(200).json(page);
  }),

  // A TEXT message carries `message`, a FILE message `file` (multipart, as the app sends it).
  http.post("/users/customer/support/chat/ui/messages", async ({ request, response }) => {
    const form = await request.formData();
    const file = form.get("file");
    const fileResponse = file instanceof File ? await storeFile(file) : null;
    if (file instanceof File && !fileResponse) {
      return response(400).json(errorBody(FILE_NOT_ACCEPTED_MESSAGE));
    }
    const sent: SupportChatMessage = {
      // From the state's ids (5001 on), so a sent message never reuses a seeded message's uuid.
      uuid: fixtureUuid("supportMessage", newId()),
      threadId: SUPPORT_THREAD_UUID,
      senderId: db.customer.id,
      type: fileResponse ? "FILE" : "TEXT",
      message: fileResponse ? null : String(form.get("message")),
      fileResponse,
      fileName: file instanceof File ? file.name : null,
      createdAt: nextTimestamp(),
    };
    db.supportMessages = [...db.supportMessages, sent];
    return response(201).json({ data: sent });
  }),

  http.get("/users/customer/support/chat/ui/files/{uuid}", ({ params, response }) => {
    const file = db.supportFiles[params.uuid];
    if (!file) return response(404).json(errorBody("File not found"));
    const disposition = file.contentType.startsWith("image/") ? "inline" : "attachment";
    return response.untyped(
      new HttpResponse(file.bytes, {
        headers: {
          "Content-Type": file.contentType,
          "Content-Disposition": `${disposition}; filename="${file.name}"`,
        },
      }),
    );
  }),
];
