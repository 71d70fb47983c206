import { delay } from "msw";
import type { OrderChatMessage, SupportChatMessage } from "@/api/types";
import { db } from "../db";
import {
  CUSTOMER_ID,
  fixtureUuid,
  orderChatMessageFixture,
  supportChatMessageFixture,
} from "../fixtures";
import { NOT_IN_THREAD_MESSAGE, pageOfThread, type PagingQuery } from "../handlers/chatPages";
import { http } from "../http";
import { errorBody } from "../session";

/** More than a page (50) of earlier messages, so a chat opens with older ones on the server. */
export const EARLIER_MESSAGE_COUNT = 70;

/** The earliest message of a long history, for stories that scroll all the way back. */
export const FIRST_EARLIER_MESSAGE = "Earlier message 1";

function earlier<M>(build: (n: number, minute: string) => M): M[] {
  return Array.from({ length: EARLIER_MESSAGE_COUNT }, (_, index) => {
    const minute = String(index % 60).padStart(2, "0");
    return build(index + 1, `2026-05-29T${index < 60 ? "10" : "11"}:${minute}:00Z`);
  });
}

const earlierOrderChat: OrderChatMessage[] = earlier((n, createdAt) =>
  orderChatMessageFixture({
    uuid: fixtureUuid("orderMessage", 100_000 + n),
    ...(n % 2 === 0 && { senderId: CUSTOMER_ID }),
    message: `Earlier message ${n}`,
    createdAt,
  }),
);

const earlierSupportChat: SupportChatMessage[] = earlier((n, createdAt) =>
  supportChatMessageFixture({
    uuid: fixtureUuid("supportMessage", 100_000 + n),
    ...(n % 2 === 0 && { senderId: CUSTOMER_ID }),
    message: `Earlier message ${n}`,
    createdAt,
  }),
);

const pagingOf = (query: { get: (name: "before" | "after" | "limit") => string | null }) =>
  ({
    before: query.get("before"),
    after: query.get("after"),
    limit: query.get("limit"),
  }) satisfies PagingQuery;

/**
 * Both chats with a long history before the seeded conversation: the first page holds the newest
 * 50 messages and older ones come page by page. With `olderHang`, a page of older messages never
 * arrives, so its loading state stays on screen.
 */
export function longChatHistory({ olderHang = false } = {}) {
  const holdOlder = async (paging: PagingQuery) => {
    if (olderHang && paging.before !== null) await delay("infinite");
  };
  return [
    http.get("/orders/chat/ui/messages", async ({ query, response }) => {
      const paging = pagingOf(query);
      await holdOlder(paging);
      const seeded = db.orderChat[query.get("threadId") ?? ""] ?? [];
      const page = pageOfThread([...earlierOrderChat, ...seeded], paging);
      if (!page) return response(400).json(errorBody(NOT_IN_THREAD_MESSAGE));
      return response(200).json(page);
    }),
    http.get("/users/customer/support/chat/ui/messages", async ({ query, response }) => {
      const paging = pagingOf(query);
      await holdOlder(paging);
      const page = pageOfThread([...earlierSupportChat, ...db.supportMessages], paging);
      if (!page) return response(400).json(errorBody(NOT_IN_THREAD_MESSAGE));
      if (paging.before === null) db.supportUnread = 0;
      return response(200).json(page);
    }),
  ];
}
