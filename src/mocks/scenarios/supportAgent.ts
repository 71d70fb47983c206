import { db, newId, nextTimestamp } from "../db";
import { fixtureUuid, supportChatMessageFixture } from "../fixtures";
import { http } from "../http";

/** The mock agent answers this long after a message (the server waits about five seconds). */
export const MOCK_AGENT_REPLY_DELAY_MS = 1_000;
export const MOCK_AGENT_REPLY = "Thanks for writing! A support agent is looking into it.";

/** Whether the form is a message the server would keep (the mock's checks of files aside). */
function looksAccepted(form: FormData): boolean {
  const message = form.get("message");
  if (form.get("type") === "TEXT") return typeof message === "string" && message.trim() !== "";
  return form.get("type") === "FILE" && form.get("file") instanceof File;
}

/**
 * The simulated support agent, as the server has it: an answer a moment after each message, which
 * only a client that keeps asking sees. The default handler still stores the customer's message.
 */
export const supportAgentReplies = http.post(
  "/users/customer/support/chat/ui/messages",
  async ({ request }) => {
    if (!looksAccepted(await request.clone().formData())) return undefined;
    // resetMockDb replaces the customer: an answer due after the next story's reset is dropped.
    const customer = db.customer;
    setTimeout(() => {
      if (db.customer !== customer) return;
      const reply = supportChatMessageFixture({
        uuid: fixtureUuid("supportMessage", newId()),
        message: MOCK_AGENT_REPLY,
        createdAt: nextTimestamp(),
      });
      db.supportMessages = [...db.supportMessages, reply];
      db.supportUnread += 1;
    }, MOCK_AGENT_REPLY_DELAY_MS);
    return undefined;
  },
);
