import { describe, expect, it } from "vitest";
import { ApiError } from "./client";
import { isStreamLive, keepFollowing, type FollowedStream } from "./followStream";

/** A stream that is live as soon as it is read, and is read until its follower stops. */
function liveUntilStopped(name: string, changes: boolean[] = []): FollowedStream {
  return {
    name,
    follow: (live, signal) =>
      new Promise<void>((resolve) => {
        live();
        signal.addEventListener("abort", () => resolve(), { once: true });
      }),
    onLiveChange: (live) => changes.push(live),
  };
}

describe("keepFollowing", () => {
  it("keeps a stream live while any of its followers is, and tells no change once stopped", () => {
    const changes: boolean[] = [];
    const first = new AbortController();
    const second = new AbortController();
    void keepFollowing(liveUntilStopped("test:shared", changes), first.signal);
    void keepFollowing(liveUntilStopped("test:shared"), second.signal);
    expect(isStreamLive("test:shared")).toBe(true);
    first.abort();
    expect(isStreamLive("test:shared")).toBe(true);
    second.abort();
    expect(isStreamLive("test:shared")).toBe(false);
    // Live, then nothing: a stopped follower's queries are not read again for it.
    expect(changes).toEqual([true]);
  });

  it("gives up on a stream the server refuses, and is not live", async () => {
    let asked = 0;
    const refused: FollowedStream = {
      name: "test:refused",
      follow: () => {
        asked += 1;
        return Promise.reject(new ApiError("Full authentication is required", 401));
      },
      onLiveChange: () => undefined,
    };
    await keepFollowing(refused, new AbortController().signal);
    expect(asked).toBe(1);
    expect(isStreamLive("test:refused")).toBe(false);
  });
});
