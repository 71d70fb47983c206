import { readEventStream } from "../../../src/api/eventStream";

/**
 * A client of the store's event streams as the web app is one: fetch with the bearer token, the
 * answer read as it arrives and cut into Server-Sent Events.
 */

export interface ReceivedEvent {
  name: string;
  data: unknown;
}

export interface OpenedStream {
  status: number;
  contentType: string | null;
  /** The next event named `name` (others before it are skipped), or a failure after `withinMs`. */
  next(name: string, withinMs?: number): Promise<ReceivedEvent>;
  /** The comment lines seen so far (heartbeats). */
  comments(): string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(url: string, token?: string): Promise<OpenedStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: {
      accept: "text/event-stream",
      "x-requested-with": "XMLHttpRequest",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  let wake: () => void = () => undefined;
  let endStream: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endStream = resolve));

  const readAll = async () => {
    if (!response.body) return;
    await readEventStream(
      response.body,
      ({ name, data }) => {
        events.push({ name, data: JSON.parse(data) });
        wake();
      },
      (comment) => comments.push(comment),
    );
  };
  void readAll()
    .catch(() => undefined)
    .finally(() => {
      endStream();
      wake();
    });

  let finished = false;
  void ended.then(() => (finished = true));
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    comments: () => [...comments],
    ended,
    close: () => abort.abort(),
    next: async (name, withinMs = 1000) => {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const index = events.findIndex((event) => event.name === name);
        if (index >= 0) return events.splice(0, index + 1)[index] as ReceivedEvent;
        const left = deadline - Date.now();
        if (left <= 0 || finished) {
          throw new Error(`No "${name}" event within ${withinMs} ms (stream ended: ${finished})`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}
