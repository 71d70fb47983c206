import { expect } from "vitest";
import type { Schemas } from "../../../server/http/types";
import { multipartBody, SUPPORT, type FilePart } from "./chat";
import { callStore, type Store } from "./stores";

/** Support chat files through a store started as `npm start` starts it, over HTTP. */

/** The caller's support thread at that store. */
export async function supportThreadAt(store: Store, token: string): Promise<string> {
  const answer = await callStore(store, "GET", `${SUPPORT}/thread`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as Schemas["SupportThreadResponse"]).data.uuid;
}

/** Sends the file as the chat's form does, and answers the URL the store hands out for it. */
export async function uploadAt(
  store: Store,
  token: string,
  threadId: string,
  file: FilePart,
): Promise<string> {
  const { payload, contentType } = await multipartBody({ threadId, type: "FILE" }, file);
  const response = await fetch(`${store.origin}/api/v1${SUPPORT}/messages`, {
    method: "POST",
    headers: {
      "x-requested-with": "XMLHttpRequest",
      authorization: `Bearer ${token}`,
      "content-type": contentType,
    },
    body: new Uint8Array(payload),
  });
  const body = await response.text();
  expect(response.status, body).toBe(201);
  const url = (JSON.parse(body) as Schemas["SupportChatMessageResponse"]).data.fileResponse
    ?.fullUrl;
  if (!url) throw new Error(`No file URL in ${body}`);
  return url;
}

/** The URLs of the files in the thread, as that store lists them. */
export async function fileUrlsAt(store: Store, token: string, threadId: string) {
  const answer = await callStore(store, "GET", `${SUPPORT}/messages?threadId=${threadId}`, {
    token,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const messages = (answer.json() as Schemas["SupportChatMessageListResponse"]).data;
  return messages.flatMap((message) => message.fileResponse?.fullUrl ?? []);
}

/** Fetches a file URL (absolute path) as an `<img src>` would: no token unless given. */
export async function downloadAt(store: Store, url: string, token?: string) {
  const response = await fetch(`${store.origin}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}
