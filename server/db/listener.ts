import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** What a process hears on a NOTIFY channel. */
export interface ChannelHandlers {
  /** One notification's payload, in the order the database committed them. */
  onPayload(payload: string): void;
  /**
   * The listening connection was lost and is listening again: notifications sent meanwhile are
   * gone, so whoever keeps state from them reads it afresh.
   */
  onReconnect(): void;
  /** The connection failed; it is retried (PostgreSQL) — for the log. */
  onError(error: unknown): void;
}

/** Starts listening on `channel`; resolves once the database listens, to the function that stops. */
export type ListenToChannel = (
  channel: string,
  handlers: ChannelHandlers,
) => Promise<() => Promise<void>>;

/** For a process that serves no event streams (CLIs, scripts): asking it to listen is a mistake. */
export const NOT_LISTENING: ListenToChannel = () =>
  Promise.reject(new Error("This process was started without a database listener."));

/** PGlite delivers its own NOTIFYs to its listeners when their transaction commits. */
export function listenOnPglite(client: PGlite): ListenToChannel {
  return async (channel, { onPayload }) => {
    const unlisten = await client.listen(channel, onPayload);
    return () => unlisten();
  };
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 10_000;

/**
 * One connection of its own (outside the pool, whose connections are lent out per query and
 * cannot hold a LISTEN), reopened with a growing delay whenever it fails, for as long as the
 * process listens.
 */
export function listenOnPostgres(connectionString: string): ListenToChannel {
  return async (channel, handlers) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retryMs = FIRST_RETRY_MS;
    let retry: NodeJS.Timeout | null = null;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on("notification", (message) => {
        if (message.channel === channel && message.payload !== undefined) {
          handlers.onPayload(message.payload);
        }
      });
      // An error ends the connection too: "end" alone schedules the one reconnection.
      next.on("error", (error) => handlers.onError(error));
      next.on("end", () => {
        if (client !== next || stopped) return;
        client = null;
        scheduleReconnect();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
    };

    const scheduleReconnect = () => {
      retry = setTimeout(() => {
        retry = null;
        connect().then(
          () => {
            retryMs = FIRST_RETRY_MS;
            handlers.onReconnect();
          },
          (error: unknown) => {
            handlers.onError(error);
            retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
            if (!stopped) scheduleReconnect();
          },
        );
      }, retryMs);
      retry.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end();
    };
  };
}
