import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { db } from "@/mocks/db";
import {
  CUSTOMER_ID,
  fixtureUuid,
  SUPPORT_THREAD_UUID,
  supportChatMessageFixture,
} from "@/mocks/fixtures";
import { server } from "@/mocks/node";
import {
  countRequestsTo,
  scriptedEventStream,
  watchThread,
} from "../../../tests/mocks/eventStreams";
import { serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";
import { pollInterval } from "../polling";
import { keepFollowingSupportChat, supportMessagesPollEvery, supportThreadSource } from "./chat";

serveMockApiInEachTest();

const EVENTS_PATH = "*/api/v1/users/customer/support/chat/ui/events";

const openStream = () => scriptedEventStream(EVENTS_PATH);

beforeEach(() => signInAs("customer"));

function follow(queryClient: QueryClient) {
  const stop = new AbortController();
  onTestFinished(() => stop.abort());
  return keepFollowingSupportChat(queryClient, CUSTOMER_ID, stop.signal);
}

/** The open support chat as the launcher holds it (useSupportMessages). */
const watchSupportChat = (queryClient: QueryClient) =>
  watchThread(
    queryClient,
    supportThreadSource(queryClient, CUSTOMER_ID, SUPPORT_THREAD_UUID),
    supportMessagesPollEvery(CUSTOMER_ID, true),
  );

describe("keepFollowingSupportChat", () => {
  it("reads the thread when the stream announces a message, and does not poll it meanwhile", async () => {
    const stream = openStream();
    const queryClient = new QueryClient();
    const messageUuids = watchSupportChat(queryClient);
    await vi.waitFor(() => expect(messageUuids().length).toBeGreaterThan(0));
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
    await vi.waitFor(() => expect(messageUuids().at(-1)).toBe(answer.uuid));
  });

  it("reads the thread at once when the stream drops, and polls it again", async () => {
    const stream = openStream();
    const queryClient = new QueryClient();
    const messageUuids = watchSupportChat(queryClient);
    await vi.waitFor(() => expect(messageUuids().length).toBeGreaterThan(0));
    void follow(queryClient);
    stream.send("ready", {});
    await vi.waitFor(() => expect(supportMessagesPollEvery(CUSTOMER_ID, true)()).toBe(false));
    // The next stream waits unanswered: polling has to carry the chat meanwhile.
    server.use(http.get(EVENTS_PATH, () => new Promise<never>(() => {})));
    const reads = countRequestsTo("/support/chat/ui/messages");
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
