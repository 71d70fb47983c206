import { ApiError } from "./client";

/** The first wait before following a dropped stream again; each failure doubles it, up to the longest. */
export const FIRST_RECONNECT_MS = 1_000;
export const LONGEST_RECONNECT_MS = 30_000;

/**
 * How many followers of each stream are open and delivering now, by name ("order:<uuid>",
 * "support:<user id>"): what a live stream carries is not polled.
 */
const liveFollowers = new Map<string, number>();

export const isStreamLive = (name: string): boolean => (liveFollowers.get(name) ?? 0) > 0;

function countLive(name: string, change: 1 | -1) {
  const count = (liveFollowers.get(name) ?? 0) + change;
  if (count > 0) liveFollowers.set(name, count);
  else liveFollowers.delete(name);
}

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
  let isLive = false;
  const setLive = (live: boolean) => {
    if (isLive === live) return;
    isLive = live;
    countLive(stream.name, live ? 1 : -1);
    if (!signal.aborted) stream.onLiveChange(live);
  };
  // Stopped: no longer live at once, even before the read it was waiting on gives up.
  signal.addEventListener("abort", () => setLive(false), { once: true });
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
