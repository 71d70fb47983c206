import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CountryPhoneCode, Ethnicity, SupportConfig } from "../../shared/contract/types";
import { CACHE_LIFETIME_MS, cachedResource } from "./cache";
import { readCachedEntry, writeCachedEntry } from "./storage";
import { createMemoryStorage } from "./testing/memoryStorage";

const asia: Ethnicity = { id: 1, name: "Asia (Pakistan)", fileResponse: null };
const africa: Ethnicity = { id: 2, name: "Africa (Nigeria)", fileResponse: null };

function fakeClock(start: number) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

beforeEach(() => {
  vi.stubGlobal("localStorage", createMemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("cachedResource", () => {
  it("lasts one hour by default", () => {
    expect(CACHE_LIFETIME_MS).toBe(60 * 60 * 1000);
  });

  it("loads and stores the value with the time it was saved when nothing is cached", async () => {
    const clock = fakeClock(1_000);
    const load = vi.fn(() => Promise.resolve([asia]));

    await expect(cachedResource("ethnicities", load, { now: clock.now })).resolves.toEqual([asia]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(readCachedEntry("ethnicities")).toEqual({ value: [asia], savedAt: 1_000 });
  });

  it("returns the cached value without loading while it is younger than an hour", async () => {
    const clock = fakeClock(1_000);
    await cachedResource("ethnicities", () => Promise.resolve([asia]), { now: clock.now });
    clock.advance(CACHE_LIFETIME_MS - 1);
    const load = vi.fn(() => Promise.resolve([africa]));

    await expect(cachedResource("ethnicities", load, { now: clock.now })).resolves.toEqual([asia]);

    expect(load).not.toHaveBeenCalled();
  });

  it("loads again once the cached value is an hour old", async () => {
    const clock = fakeClock(1_000);
    await cachedResource("ethnicities", () => Promise.resolve([asia]), { now: clock.now });
    clock.advance(CACHE_LIFETIME_MS);

    await expect(
      cachedResource("ethnicities", () => Promise.resolve([africa]), { now: clock.now }),
    ).resolves.toEqual([africa]);

    expect(readCachedEntry("ethnicities")).toEqual({
      value: [africa],
      savedAt: 1_000 + CACHE_LIFETIME_MS,
    });
  });

  it("honours a shorter maxAgeMs", async () => {
    const clock = fakeClock(0);
    writeCachedEntry("configs", { value: [{ key: "SHARE_APP_TEXT", value: "old" }], savedAt: 0 });
    clock.advance(10);
    const fresh: SupportConfig[] = [{ key: "SHARE_APP_TEXT", value: "new" }];

    await expect(
      cachedResource("configs", () => Promise.resolve(fresh), { now: clock.now, maxAgeMs: 10 }),
    ).resolves.toEqual(fresh);
  });

  it("does not trust a copy saved in the future", async () => {
    writeCachedEntry("ethnicities", { value: [asia], savedAt: 5_000 });

    await expect(
      cachedResource("ethnicities", () => Promise.resolve([africa]), { now: () => 1_000 }),
    ).resolves.toEqual([africa]);
  });

  it("keeps each key apart", async () => {
    const clock = fakeClock(0);
    await cachedResource("ethnicities", () => Promise.resolve([asia]), { now: clock.now });
    const codes: CountryPhoneCode[] = [{ code: "US", phoneCode: "+1", fileResponse: null }];

    await expect(
      cachedResource("countryCodes", () => Promise.resolve(codes), { now: clock.now }),
    ).resolves.toEqual(codes);
  });

  it("falls back to the stale copy with a warning when loading fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const clock = fakeClock(0);
    writeCachedEntry("ethnicities", { value: [asia], savedAt: 0 });
    clock.advance(2 * CACHE_LIFETIME_MS);

    await expect(
      cachedResource("ethnicities", () => Promise.reject(new Error("offline")), {
        now: clock.now,
      }),
    ).resolves.toEqual([asia]);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(readCachedEntry("ethnicities")).toEqual({ value: [asia], savedAt: 0 });
  });

  it("rethrows the load error when there is no copy to fall back to", async () => {
    const failure = new Error("offline");

    await expect(cachedResource("configs", () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
