import { HttpResponse } from "msw";
import type { SupportChatMessage } from "@/api/types";
import { db, newId, nextTimestamp } from "../db";
import {
  FILE_NOT_ACCEPTED_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_SUPPORT_FILE_BYTES,
  sniffContentType,
} from "../files";
import { fixtureUuid, SUPPORT_THREAD_UUID } from "../fixtures";
import { http } from "../http";
import { errorBody, sessionOf } from "../session";
import { findOrderRecord, orderView } from "../views";

const THREAD_NOT_FOUND = errorBody("Chat thread not found");
export const FILE_NOT_FOUND_MESSAGE = "File not found";

/** Where the server serves a stored file: a same-origin path whose key works without headers. */
const SUPPORT_FILES_PATH = "/api/v1/users/customer/support/chat/ui/files";

type Refusal = { status: 400 | 413; message: string };

/** Keeps an accepted file and answers where it is served, or why it was refused. */
async function storeFile(file: File): Promise<{ uuid: string; fullUrl: string } | Refusal> {
  if (file.size > MAX_SUPPORT_FILE_BYTES) return { status: 413, message: FILE_TOO_LARGE_MESSAGE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffContentType(bytes);
  if (!contentType) return { status: 400, message: FILE_NOT_ACCEPTED_MESSAGE };
  const id = newId();
  const uuid = fixtureUuid("file", id);
  // Deterministic, unlike the server's random key, so stories and tests render the same URL.
  const key = `mock-key-${id}`;
  db.supportFiles[uuid] = { bytes, contentType, name: file.name, key };
  return { uuid, fullUrl: `${SUPPORT_FILES_PATH}/${uuid}?key=${key}` };
}

/** The rider thread of the order, when both ids belong together (the server checks that too). */
function orderThread(orderId: string | null, threadId: string | null): string | null {
  const order = orderId ? findOrderRecord(orderId) : undefined;
  const thread = order ? orderView(order).orderThread?.uuid : undefined;
  return thread && thread === threadId ? thread : null;
}

/** The customer's support message from the multipart form: TEXT with `message`, FILE with `file`. */
async function supportMessageFrom(
  form: FormData,
  threadId: string,
): Promise<SupportChatMessage | Refusal> {
  const sent = {
    // From the state's ids (5001 on), so a sent message never reuses a seeded message's uuid.
    uuid: fixtureUuid("supportMessage", newId()),
    threadId,
    senderId: db.customer.id,
    fileResponse: null,
    fileName: null,
    createdAt: nextTimestamp(),
  };
  const text = form.get("message");
  const file = form.get("file");
  if (form.get("type") === "TEXT" && typeof text === "string" && text.trim() !== "") {
    return { ...sent, type: "TEXT", message: text };
  }
  if (form.get("type") === "FILE" && file instanceof File) {
    const stored = await storeFile(file);
    if ("status" in stored) return stored;
    return { ...sent, type: "FILE", message: null, fileResponse: stored, fileName: file.name };
  }
  return { status: 400, message: "Send a text message or a file." };
}

export const chatHandlers = [
  http.get("/orders/chat/ui/messages", ({ query, response }) => {
    const thread = orderThread(query.get("orderId"), query.get("threadId"));
    if (!thread) return response(404).json(THREAD_NOT_FOUND);
    return response(200).json({ data: db.orderChat[thread] ?? [] });
  }),

  http.post("/orders/chat/ui/messages", async ({ request, response }) => {
    const { orderId, threadId, message } = await request.json();
    const thread = orderThread(orderId, threadId);
    if (!thread) return response(404).json(THREAD_NOT_FOUND);
    const sent = {
      senderId: db.customer.id,
      type: "TEXT" as const,
      message,
      createdAt: nextTimestamp(),
    };
    db.orderChat[thread] = [...(db.orderChat[thread] ?? []), sent];
    return response(201).json({ data: sent });
  }),

  http.get("/users/customer/support/chat/ui/thread", ({ response }) => {
    return response(200).json({ data: { uuid: SUPPORT_THREAD_UUID } });
  }),

  http.get("/users/customer/support/chat/ui/unread/count", ({ response }) => {
    return response(200).json({ data: { unReadMessagesCount: db.supportUnread } });
  }),

  http.get("/users/customer/support/chat/ui/messages", ({ query, response }) => {
    if (query.get("threadId") !== SUPPORT_THREAD_UUID) {
      return response(404).json(THREAD_NOT_FOUND);
    }
    // Listing marks the thread as read.
    db.supportUnread = 0;
    return response(200).json({ data: db.supportMessages });
  }),

  http.post("/users/customer/support/chat/ui/messages", async ({ request, response }) => {
    const form = await request.formData();
    const threadId = form.get("threadId");
    if (threadId !== SUPPORT_THREAD_UUID) return response(404).json(THREAD_NOT_FOUND);
    const sent = await supportMessageFrom(form, threadId);
    if ("status" in sent) return response(sent.status).json(errorBody(sent.message));
    db.supportMessages = [...db.supportMessages, sent];
    return response(201).json({ data: sent });
  }),

  http.get(
    "/users/customer/support/chat/ui/files/{uuid}",
    ({ request, params, query, response }) => {
      const file = db.supportFiles[params.uuid];
      // The mock keeps one support thread, whoever is signed in: every session owns its files.
      const allowed = file && (sessionOf(request) !== "none" || query.get("key") === file.key);
      if (!file || !allowed) return response(404).json(errorBody(FILE_NOT_FOUND_MESSAGE));
      const image = file.contentType.startsWith("image/");
      return response.untyped(
        new HttpResponse(file.bytes, {
          status: 200,
          headers: {
            "Content-Type": file.contentType,
            "Content-Disposition": `${image ? "inline" : "attachment"}; filename="${file.name}"`,
            "X-Content-Type-Options": "nosniff",
          },
        }),
      );
    },
  ),
];
