import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { orderTopic, type StoreEvent } from "../../events/storeEvents";
import type { EventStream } from "../../http/eventStreams";
import { requireUserId, type Session } from "../../http/session";
import type { Schemas } from "../../http/types";
import { findOwnOrder } from "./repository";
import { findOwnOrderOr404 } from "./service";
import { orderBody } from "./view";

/**
 * Runs `task` whenever `run` is called, never two at once: calls while it runs make one more
 * run after it. A rider reporting positions faster than the order is read costs one read, and
 * the last position always goes out.
 */
function oneAtATime(task: () => Promise<void>, failed: (error: unknown) => void): () => void {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    task()
      .catch(failed)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return run;
}

/**
 * GET /orders/ui/events/{id}: the customer's order now, then again at each change; its rider
 * chat's new messages as `chat-message`. The order is checked before the stream opens, so
 * another customer's answers 404 as getOrder does. The answer is the order as getOrder answers
 * it, read afresh, so an event missed (a reconnection) is made good by the next.
 */
export async function streamOrderEvents(
  context: AppContext,
  session: Session | null,
  uuid: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<undefined> {
  const userId = requireUserId(session);
  let stream: EventStream | null = null;
  // A change heard while the first answer is read may have come after that read.
  let changedWhileOpening = false;

  const sendOrder = oneAtATime(
    async () => {
      const row = await findOwnOrder(context.db, userId, uuid);
      if (!row) {
        // Gone (an account erased): nothing more to follow.
        stream?.close();
        return;
      }
      stream?.send("order", await orderBody(context, session, row));
    },
    (error) => {
      context.log.error({ err: error, orderUuid: uuid }, "Sending an order event failed");
      stream?.close();
    },
  );
  const hear = (event: StoreEvent) => {
    if (!stream) {
      changedWhileOpening = true;
      return;
    }
    if (event.kind === "chat-message") {
      const announced: Schemas["OrderChatMessageEvent"] = {
        orderId: uuid,
        threadId: event.threadUuid,
        messageId: event.messageUuid,
      };
      stream.send("chat-message", announced);
      return;
    }
    sendOrder();
  };

  // Listening before the first read: nothing committed after it goes unheard.
  const unsubscribe = await context.events.subscribe(orderTopic(uuid), hear);
  let first: Schemas["Order"];
  try {
    first = await orderBody(context, session, await findOwnOrderOr404(context, userId, uuid));
  } catch (error) {
    unsubscribe();
    throw error;
  }
  const opened = context.eventStreams.start(request, reply);
  stream = opened;
  opened.onClose(unsubscribe);
  opened.send("order", first);
  if (changedWhileOpening) sendOrder();
  return undefined;
}
