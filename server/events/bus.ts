import type { Logger } from "pino";
import type { ListenToChannel } from "../db/listener";
import { EVENTS_CHANNEL, parseStoreEvent, topicsOf, type StoreEvent } from "./storeEvents";

export type StoreEventListener = (event: StoreEvent) => void;

/**
 * This process's one ear on the database's announcements (storeEvents.ts): a single LISTEN,
 * opened when the first listener subscribes and shared by every open stream, which each hear
 * only their topic. On PostgreSQL every store process hears every change committed by any of
 * them; on PGlite the one process hears its own.
 */
export class EventBus {
  private readonly listeners = new Map<string, Set<StoreEventListener>>();
  private listening: Promise<() => Promise<void>> | null = null;
  /** Chat replies written ahead, waiting for their time to be announced. */
  private readonly held = new Set<NodeJS.Timeout>();

  constructor(
    private readonly listen: ListenToChannel,
    private readonly log: Logger,
    private readonly now: () => Date,
  ) {}

  /**
   * Calls `listener` with every event of `topic` from the moment the database listens (when this
   * resolves) until the returned function is called. State read after it resolves misses nothing.
   */
  async subscribe(topic: string, listener: StoreEventListener): Promise<() => void> {
    await this.startListening();
    let topicListeners = this.listeners.get(topic);
    if (!topicListeners) {
      topicListeners = new Set();
      this.listeners.set(topic, topicListeners);
    }
    topicListeners.add(listener);
    return () => {
      topicListeners.delete(listener);
      if (topicListeners.size === 0 && this.listeners.get(topic) === topicListeners) {
        this.listeners.delete(topic);
      }
    };
  }

  async close(): Promise<void> {
    for (const timer of this.held) clearTimeout(timer);
    this.held.clear();
    this.listeners.clear();
    const listening = this.listening;
    this.listening = null;
    const stop = await listening?.catch(() => null);
    await stop?.();
  }

  private startListening(): Promise<() => Promise<void>> {
    if (this.listening) return this.listening;
    const listening = this.listen(EVENTS_CHANNEL, {
      onPayload: (payload) => this.receive(payload),
      onReconnect: () => this.publishToAll({ kind: "missed" }),
      onError: (error) => this.log.warn({ err: error }, "The database event listener failed"),
    });
    this.listening = listening;
    // A failed start is not kept: the next subscriber tries again.
    listening.catch(() => {
      if (this.listening === listening) this.listening = null;
    });
    return listening;
  }

  private receive(payload: string) {
    const event = parseStoreEvent(payload);
    if (!event) {
      this.log.warn({ payload: payload.slice(0, 200) }, "An unknown database event was ignored");
      return;
    }
    // A reply written ahead is announced when the chat lists start showing it.
    const wait =
      event.kind === "chat-message" ? event.createdAt.getTime() - this.now().getTime() : 0;
    if (wait <= 0) {
      this.publish(topicsOf(event), event);
      return;
    }
    const timer = setTimeout(() => {
      this.held.delete(timer);
      this.publish(topicsOf(event), event);
    }, wait);
    timer.unref();
    this.held.add(timer);
  }

  private publishToAll(event: StoreEvent) {
    this.publish([...this.listeners.keys()], event);
  }

  private publish(topics: string[], event: StoreEvent) {
    for (const topic of topics) {
      // A copy: a listener may unsubscribe (its stream closed) while it is told.
      for (const listener of [...(this.listeners.get(topic) ?? [])]) {
        try {
          listener(event);
        } catch (error) {
          this.log.error({ err: error, topic }, "A database event listener failed");
        }
      }
    }
  }
}
