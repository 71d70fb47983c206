import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/mocks/db";
import {
  CUSTOMER_ID,
  fixtureUuid,
  SUPPORT_THREAD_UUID,
  supportChatMessageFixture,
} from "@/mocks/fixtures";
import { server } from "@/mocks/node";
import { serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";
import { pollInterval } from "../polling";
import { chatKeys, keepFollowingSupportChat, supportMessagesPollEvery } from "./chat";
import { pagedThreadQuery, type HeldThread } from "./pagedThread";
import { api, unwrap } from "../client";

serveMockApiInEachTest();

const EVENTS_PATH = "*/api/v1/users/customer/support/chat/ui/events";

/** A stream the test writes events to and ends, as a store would. */
function openStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  server.use(
    http.get(
      EVENTS_PATH,
      () => new HttpResponse(body, { headers: { "content-type": "text/event-stream" } }),
      { once: true },
    ),
  );
  return {
    send: (name: string, data: unknown) =>
      controller?.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller?.close(),
  };
}

const undoAfterEach: Array<() => void> = [];
afterEach(() => {
  for (const undo of undoAfterEach.splice(0)) undo();
});

beforeEach(() => signInAs("customer"));

function follow(queryClient: QueryClient) {
  const stop = new AbortController();
  undoAfterEach.push(() => stop.abort());
  return keepFollowingSupportChat(queryClient, CUSTOMER_ID, stop.signal);
}

/** The open support chat as the launcher holds it (useSupportMessages). */
function watchSupportChat(queryClient: QueryClient) {
  const queryKey = chatKeys.supportMessages(CUSTOMER_ID, SUPPORT_THREAD_UUID);
  const observer = new QueryObserver(queryClient, {
    ...pagedThreadQuery(queryClient, {
      queryKey,
      fetchPage: async (cursor) =>
        unwrap(
          api.GET("/users/customer/support/chat/ui/messages", {
            params: { query: { threadId: SUPPORT_THREAD_UUID, ...cursor } },
          }),
        ),
    }),
    refetchInterval: supportMessagesPollEvery(CUSTOMER_ID, true),
  });
  undoAfterEach.push(observer.subscribe(() => {}));
  const held = () => queryClient.getQueryData<HeldThread<{ uuid: string }>>(queryKey);
  return { messageUuids: () => held()?.messages.map((message) => message.uuid) ?? [] };
}

/** How many times the app asked for the support chat's messages. */
function countThreadReads() {
  let reads = 0;
  const counted = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith("/support/chat/ui/messages")) reads += 1;
  };
  server.events.on("request:start", counted);
  undoAfterEach.push(() => server.events.removeListener("request:start", counted));
  return () => reads;
}

describe("keepFollowingSupportChat", () => {
  it("reads the thread when the stream announces a message, and does not poll it meanwhile", async () => {
    const stream = openStream();
    const queryClient = new QueryClient();
    const chat = watchSupportChat(queryClient);
    await vi.waitFor(() => expect(chat.messageUuids().length).toBeGreaterThan(0));
    void follow(queryClient);
    expect(supportMessagesPollEvery(CUSTOMER_ID, true)()).toBe(pollInterval("supportMessages"));
    stream.send("ready", {});
    await vi.waitFor(() => expect(supportMessagesPollEvery(CUSTOMER_ID, true)()).toBe(false));

    const answer = supportChatMessageFixture({
      uuid: fixtureUuid("supportMessage", 9001),
      message: "Your refund is on its way.",
    });
    db.supportMessages = [...db.supportMessages, answer];
    stream.send("chat-message", { threadId: SUPPORT_THREAD_UUID, messageId: answer.uuid });
    await vi.waitFor(() => expect(chat.messageUuids().at(-1)).toBe(answer.uuid));
  });

  it("reads the thread at once when the stream drops, and polls it again", async () => {
    const stream = openStream();
    const queryClient = new QueryClient();
    const chat = watchSupportChat(queryClient);
    await vi.waitFor(() => expect(chat.messageUuids().length).toBeGreaterThan(0));
    void follow(queryClient);
    stream.send("ready", {});
    await vi.waitFor(() => expect(supportMessagesPollEvery(CUSTOMER_ID, true)()).toBe(false));
    // The next stream waits unanswered: polling has to carry the chat meanwhile.
    server.use(http.get(EVENTS_PATH, () => new Promise<never>(() => {})));
    const reads = countThreadReads();
    stream.end();
    await vi.waitFor(() => expect(reads()).toBeGreaterThan(0));
    expect(supportMessagesPollEvery(CUSTOMER_ID, true)()).toBe(pollInterval("supportMessages"));
    // The closed chat is not polled whatever the stream does (the unread count is).
    expect(supportMessagesPollEvery(CUSTOMER_ID, false)()).toBe(false);
  });

  it("gives up when the server refuses the stream (polling carries the chat)", async () => {
    server.use(
      http.get(EVENTS_PATH, () =>
        HttpResponse.json({ message: "Full authentication is required" }, { status: 401 }),
      ),
    );
    await expect(follow(new QueryClient())).resolves.toBeUndefined();
    expect(supportMessagesPollEvery(CUSTOMER_ID, true)()).toBe(pollInterval("supportMessages"));
  });
});
