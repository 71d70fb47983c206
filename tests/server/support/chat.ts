import { expect } from "vitest";
import type { Schemas } from "../../../server/http/types";
import { expectContract } from "./contract";
import { callApi } from "./requests";

export const SUPPORT = "/users/customer/support/chat/ui";

export interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart body as a browser's FormData sends it (Node's own encoder, no dependency). */
export async function multipartBody(fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], {
      type: file.type ?? "application/octet-stream",
    });
    form.append("file", blob, file.name);
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

export async function postSupportForm(
  token: string,
  fields: Record<string, string>,
  file?: FilePart,
) {
  const { payload, contentType } = await multipartBody(fields, file);
  return callApi("POST", `${SUPPORT}/messages`, {
    token,
    body: payload,
    headers: { "content-type": contentType },
  });
}

export async function supportThreadOf(token: string): Promise<string> {
  const response = await callApi("GET", `${SUPPORT}/thread`, { token });
  expectContract("getSupportThread", response);
  expect(response.statusCode).toBe(200);
  return (response.json() as Schemas["SupportThreadResponse"]).data.uuid;
}

/** Sends a text and answers the created message (asserting the 201 the contract promises). */
export async function sendSupportText(token: string, threadId: string, message: string) {
  const response = await postSupportForm(token, { threadId, type: "TEXT", message });
  expectContract("sendSupportChatMessage", response);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Schemas["SupportChatMessageResponse"]).data;
}

export async function listSupportMessages(token: string, threadId: string) {
  const response = await callApi("GET", `${SUPPORT}/messages?threadId=${threadId}`, { token });
  expectContract("listSupportChatMessages", response);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["SupportChatMessageListResponse"]).data;
}

export async function unreadCount(token: string): Promise<number> {
  const response = await callApi("GET", `${SUPPORT}/unread/count`, { token });
  expectContract("getSupportUnreadCount", response);
  expect(response.statusCode).toBe(200);
  return (response.json() as Schemas["UnreadCountResponse"]).data.unReadMessagesCount;
}
