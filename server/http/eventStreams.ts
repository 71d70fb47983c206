import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { leaveRequestsInFlight } from "./loadShedding";

/**
 * A comment line this often: proxies and load balancers close a connection that stays silent
 * for their idle timeout (often 60 s), and a dead client is only found by writing to it.
 */
export const HEARTBEAT_MS = 20_000;
/** Whoever reads no faster than this is dropped; the client reconnects and gets the state anew. */
const MAX_UNSENT_BYTES = 256 * 1024;

/** One open text/event-stream answer. */
export interface EventStream {
  /** Sends `event: <name>` with `data` as one line of JSON. */
  send(name: string, data: unknown): void;
  /** Called once when the stream ends, whoever ended it. */
  onClose(listener: () => void): void;
  close(): void;
  readonly closed: boolean;
}

/**
 * The event streams open in this process: one heartbeat timer for all of them (not one each),
 * and every one of them ended when the server stops (Fastify's close waits for open answers).
 */
export class OpenEventStreams {
  /** Each open stream with its writer (which the heartbeat writes through). */
  private readonly open = new Map<EventStream, (text: string) => void>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly heartbeatMs = HEARTBEAT_MS) {}

  get count(): number {
    return this.open.size;
  }

  /**
   * Takes the reply over and starts the stream: status 200 and the headers the app's hooks set
   * (security headers), without compression, which would hold events back in its buffer.
   */
  start(request: FastifyRequest, reply: FastifyReply): EventStream {
    reply.hijack();
    const raw = reply.raw;
    const fromHooks: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) fromHooks[name] = value;
    }
    raw.writeHead(200, {
      ...fromHooks,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      // nginx would otherwise buffer the answer until it is complete, which it never is.
      "x-accel-buffering": "no",
      connection: "keep-alive",
    });
    // The stream is not a request in flight: it waits for events, not for the server.
    leaveRequestsInFlight(request);

    const closeListeners: Array<() => void> = [];
    let closed = false;
    const finish = () => {
      if (closed) return;
      closed = true;
      this.forget(stream);
      for (const listener of closeListeners.splice(0)) listener();
    };
    const write = (text: string) => {
      if (closed) return;
      if (raw.writableLength > MAX_UNSENT_BYTES) {
        stream.close();
        return;
      }
      raw.write(text);
    };
    const stream: EventStream = {
      send: (name, data) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
      onClose: (listener) => {
        if (closed) listener();
        else closeListeners.push(listener);
      },
      close: () => {
        if (closed) return;
        raw.end();
        finish();
      },
      get closed() {
        return closed;
      },
    };
    // "close" comes once whether the client left or the answer ended.
    raw.once("close", finish);
    this.remember(stream, write);
    // A client that left while its stream was being opened (a session and a subscription are
    // awaited first) was closed before anyone listened: the stream ends at once.
    if (raw.destroyed) finish();
    return stream;
  }

  /** Ends every open stream (the server is stopping); clients reconnect to another server. */
  closeAll(): void {
    for (const stream of [...this.open.keys()]) stream.close();
  }

  private remember(stream: EventStream, write: (text: string) => void) {
    this.open.set(stream, write);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        for (const beat of this.open.values()) beat(": heartbeat\n\n");
      }, this.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  private forget(stream: EventStream) {
    this.open.delete(stream);
    if (this.open.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }
}
