import { ApiError } from "./client";

/** The first wait before following a dropped stream again; each failure doubles it, up to the longest. */
export const FIRST_RECONNECT_MS = 1_000;
export const LONGEST_RECONNECT_MS = 30_000;

/** The streams open and delivering now, by name ("order:<uuid>", "support:<user id>"): not polled. */
const liveStreams = new Set<string>();

export const isStreamLive = (name: string): boolean => liveStreams.has(name);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export interface FollowedStream {
  /** Names the stream while it is live (isStreamLive). */
  name: string;
  /**
   * Reads the stream until the server ends it (resolves) or it fails (rejects; an ApiError when
   * the server refused it), calling `live` at each event that shows it delivers.
   */
  follow(live: () => void, signal: AbortSignal): Promise<void>;
  /**
   * The stream went live or down (not called once `signal` aborted): the queries it carries read
   * now, for what was written before it listened or what it may miss, and poll while it is down.
   */
  onLiveChange(live: boolean): void;
}

/**
 * Follows a stream until `signal` aborts. A dropped stream is followed again after a wait that
 * doubles with each failure (with some jitter, so a restarted server is not met by every page at
 * once). A refusal (4xx) is final: polling answers the page the same way.
 */
export async function keepFollowing(stream: FollowedStream, signal: AbortSignal): Promise<void> {
  let wait = FIRST_RECONNECT_MS;
  const setLive = (live: boolean) => {
    if (isStreamLive(stream.name) === live) return;
    if (live) liveStreams.add(stream.name);
    else liveStreams.delete(stream.name);
    if (!signal.aborted) stream.onLiveChange(live);
  };
  try {
    while (!signal.aborted) {
      try {
        await stream.follow(() => {
          wait = FIRST_RECONNECT_MS;
          setLive(true);
        }, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
      }
      setLive(false);
      await sleep(wait * (1 + Math.random() * 0.2), signal);
      wait = Math.min(wait * 2, LONGEST_RECONNECT_MS);
    }
  } finally {
    setLive(false);
  }
}
