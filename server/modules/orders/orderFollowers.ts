import type { AppContext } from "../../context";
import { orderTopic, type StoreEvent } from "../../events/storeEvents";
import type { EventStream } from "../../http/eventStreams";
import type { Session } from "../../http/session";
import type { Schemas } from "../../http/types";
import { findOwnOrder } from "./repository";
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

/** The streams of one customer's order in this process: one subscription and one read each change. */
interface Followers {
  streams: Set<EventStream>;
  /** Streams opening: the group stays while they do, though it has no stream yet. */
  joining: number;
  /** Set when a change is heard while a stream is opening (its first read may predate it). */
  changedWhileJoining: boolean;
  subscribed: Promise<() => void>;
  sendOrder: () => void;
}

/**
 * The order event streams of a process, grouped by customer and order: the order is read once per
 * change and sent to every page of it the customer has open (several tabs, or a benchmark's
 * thousand), not read once for each.
 */
export class OrderFollowers {
  private readonly groups = new Map<string, Followers>();

  constructor(private readonly context: AppContext) {}

  /**
   * Listens for the order's changes before `open` reads it (so nothing committed after that read
   * goes unheard), then adds the stream `open` answers. When `open` throws (no such order), the
   * stream is not added and the error passes on.
   */
  async follow(
    session: Session,
    uuid: string,
    open: () => Promise<{ stream: EventStream; first: Schemas["Order"] }>,
  ): Promise<void> {
    const key = `${session.user.id}:${uuid}`;
    const group = this.groups.get(key) ?? this.createGroup(key, session, uuid);
    group.joining += 1;
    let opened: { stream: EventStream; first: Schemas["Order"] };
    try {
      await group.subscribed;
      opened = await open();
    } catch (error) {
      group.joining -= 1;
      this.dropIfUnused(key, group);
      throw error;
    }
    group.joining -= 1;
    const { stream, first } = opened;
    group.streams.add(stream);
    stream.onClose(() => {
      group.streams.delete(stream);
      this.dropIfUnused(key, group);
    });
    stream.send("order", first);
    if (group.changedWhileJoining) {
      group.changedWhileJoining = group.joining > 0;
      group.sendOrder();
    }
  }

  private createGroup(key: string, session: Session, uuid: string): Followers {
    const { context } = this;
    const streams = new Set<EventStream>();
    const sendOrder = oneAtATime(
      async () => {
        if (streams.size === 0) return;
        const row = await findOwnOrder(context.db, session.user.id, uuid);
        // Gone (an account erased): nothing more to follow.
        const body = row ? await orderBody(context, session, row) : null;
        for (const stream of [...streams]) {
          if (body) stream.send("order", body);
          else stream.close();
        }
      },
      (error) => {
        context.log.error({ err: error, orderUuid: uuid }, "Sending an order event failed");
        for (const stream of [...streams]) stream.close();
      },
    );
    const group: Followers = {
      streams,
      joining: 0,
      changedWhileJoining: false,
      sendOrder,
      subscribed: context.events.subscribe(orderTopic(uuid), (event) => this.hear(group, event)),
    };
    // A failed subscription is the joining streams' error; the group is dropped with them.
    group.subscribed.catch(() => undefined);
    this.groups.set(key, group);
    return group;
  }

  private hear(group: Followers, event: StoreEvent) {
    if (group.joining > 0) group.changedWhileJoining = true;
    if (event.kind !== "chat-message") {
      group.sendOrder();
      return;
    }
    if (!event.orderUuid) return;
    const announced: Schemas["OrderChatMessageEvent"] = {
      orderId: event.orderUuid,
      threadId: event.threadUuid,
      messageId: event.messageUuid,
    };
    for (const stream of group.streams) stream.send("chat-message", announced);
  }

  private dropIfUnused(key: string, group: Followers) {
    if (group.streams.size > 0 || group.joining > 0 || this.groups.get(key) !== group) return;
    this.groups.delete(key);
    void group.subscribed.then(
      (unsubscribe) => unsubscribe(),
      () => undefined,
    );
  }
}
