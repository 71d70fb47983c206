import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { requireSession, type Session } from "../../http/session";
import { OrderFollowers } from "./orderFollowers";
import { findOwnOrderOr404 } from "./service";
import { orderBody } from "./view";

/** Each app's followers (tests build several apps in one process). */
const followersOf = new WeakMap<AppContext, OrderFollowers>();

/**
 * GET /orders/ui/events/{id}: the customer's order now, then again at each change; its rider
 * chat's new messages as `chat-message`. The order is read before the stream opens, so another
 * customer's answers 404 as getOrder does. Each event is the order as getOrder answers it, read
 * afresh, so an event missed (a reconnection) is made good by the next.
 */
export async function streamOrderEvents(
  context: AppContext,
  session: Session | null,
  uuid: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<undefined> {
  const customer = requireSession(session);
  let followers = followersOf.get(context);
  if (!followers) {
    followers = new OrderFollowers(context);
    followersOf.set(context, followers);
  }
  await followers.follow(customer, uuid, async () => {
    const row = await findOwnOrderOr404(context, customer.user.id, uuid);
    const first = await orderBody(context, customer, row);
    return { stream: context.eventStreams.start(request, reply), first };
  });
  return undefined;
}
