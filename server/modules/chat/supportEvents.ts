import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { customerTopic } from "../../events/storeEvents";
import type { EventStream } from "../../http/eventStreams";
import { requireSession, type Session } from "../../http/session";
import type { Schemas } from "../../http/types";

/**
 * GET /users/customer/support/chat/ui/events: `ready` once the bus listens for the session's
 * user, then `chat-message` for each message written in their support thread (the agent's
 * replies when their time comes, and the user's own from another tab). A reconnection of the
 * database listener may have missed messages: the stream ends, and the client, following it
 * again, reads the thread anew.
 */
export async function streamSupportChatEvents(
  context: AppContext,
  session: Session | null,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<undefined> {
  const { user } = requireSession(session);
  let stream: EventStream | null = null;
  const unsubscribe = await context.events.subscribe(customerTopic(user.id), (event) => {
    if (event.kind === "missed") {
      stream?.close();
      return;
    }
    if (event.kind !== "chat-message" || event.threadKind !== "SUPPORT") return;
    const announced: Schemas["SupportChatMessageEvent"] = {
      threadId: event.threadUuid,
      messageId: event.messageUuid,
    };
    stream?.send("chat-message", announced);
  });
  stream = context.eventStreams.start(request, reply);
  stream.onClose(unsubscribe);
  stream.send("ready", {});
  return undefined;
}
