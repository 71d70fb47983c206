import type { SupportChatMessage } from "@/api/types";
import { db, nextTimestamp } from "../db";
import { imageFixture, nextUuid, SUPPORT_THREAD_UUID } from "../fixtures";
import { http } from "../http";
import { accessError, errorBody, refuseWithoutSession } from "../session";
import { findOrderRecord, orderView } from "../views";

const THREAD_NOT_FOUND = errorBody("Chat thread not found");

/** The rider thread of the order, when both ids belong together (the server checks that too). */
function orderThread(orderId: string | null, threadId: string | null): string | null {
  const order = orderId ? findOrderRecord(orderId) : undefined;
  const thread = order ? orderView(order).orderThread?.uuid : undefined;
  return thread && thread === threadId ? thread : null;
}

/** The customer's support message from the multipart form: TEXT with `message`, FILE with `file`. */
function supportMessageFrom(form: FormData, threadId: string): SupportChatMessage | null {
  const sent = {
    uuid: nextUuid("supportMessage"),
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
    // The file itself is not kept: a tile labelled with its extension stands in for it.
    const extension = file.name.split(".").pop()?.toUpperCase() ?? "FILE";
    return {
      ...sent,
      type: "FILE",
      message: null,
      fileResponse: imageFixture(extension),
      fileName: file.name,
    };
  }
  return null;
}

export const chatHandlers = [
  http.get("/orders/chat/ui/messages", ({ request, query, response }) => {
    const denied = refuseWithoutSession(request);
    if (denied) return response(denied).json(accessError(denied));
    const thread = orderThread(query.get("orderId"), query.get("threadId"));
    if (!thread) return response(404).json(THREAD_NOT_FOUND);
    return response(200).json({ data: db.orderChat[thread] ?? [] });
  }),

  http.post("/orders/chat/ui/messages", async ({ request, response }) => {
    const denied = refuseWithoutSession(request);
    if (denied) return response(denied).json(accessError(denied));
    const { orderId, threadId, message } = await request.json();
    const thread = orderThread(orderId, threadId);
    if (!thread) return response(404).json(THREAD_NOT_FOUND);
    if (message.trim() === "") return response(400).json(errorBody("The message is empty."));
    const sent = {
      senderId: db.customer.id,
      type: "TEXT" as const,
      message,
      createdAt: nextTimestamp(),
    };
    db.orderChat[thread] = [...(db.orderChat[thread] ?? []), sent];
    return response(201).json({ data: sent });
  }),

  http.get("/users/customer/support/chat/ui/thread", ({ request, response }) => {
    const denied = refuseWithoutSession(request);
    if (denied) return response(denied).json(accessError(denied));
    return response(200).json({ data: { uuid: SUPPORT_THREAD_UUID } });
  }),

  http.get("/users/customer/support/chat/ui/unread/count", ({ request, response }) => {
    const denied = refuseWithoutSession(request);
    if (denied) return response(denied).json(accessError(denied));
    return response(200).json({ data: { unReadMessagesCount: db.supportUnread } });
  }),

  http.get("/users/customer/support/chat/ui/messages", ({ request, query, response }) => {
    const denied = refuseWithoutSession(request);
    if (denied) return response(denied).json(accessError(denied));
    if (query.get("threadId") !== SUPPORT_THREAD_UUID) {
      return response(404).json(THREAD_NOT_FOUND);
    }
    // Listing marks the thread as read.
    db.supportUnread = 0;
    return response(200).json({ data: db.supportMessages });
  }),

  http.post("/users/customer/support/chat/ui/messages", async ({ request, response }) => {
    const denied = refuseWithoutSession(request);
    if (denied) return response(denied).json(accessError(denied));
    const form = await request.formData();
    const threadId = form.get("threadId");
    if (threadId !== SUPPORT_THREAD_UUID) return response(404).json(THREAD_NOT_FOUND);
    const sent = supportMessageFrom(form, threadId);
    if (!sent) return response(400).json(errorBody("Send a text message or a file."));
    db.supportMessages = [...db.supportMessages, sent];
    return response(201).json({ data: sent });
  }),
];
