import { describe, expect, it } from "vitest";
import { TtlCache } from "./cache";

describe("TtlCache", () => {
  it("loads once per key until the entry expires", async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache(1_000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    now = 1_001;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("drops entries by prefix and does not keep failures", async () => {
    const cache = new TtlCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("catalog:home", load);
    await cache.get("support:configs", load);
    cache.invalidate("catalog:");
    expect(await cache.get("catalog:home", load)).toBe(3);
    expect(await cache.get("support:configs", load)).toBe(2);
    await expect(cache.get("x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("x", async () => "up")).toBe("up");
  });

  it("stays within its size", async () => {
    const cache = new TtlCache(60_000, 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(await cache.get("a", load)).toBe(4);
  });

  it("evicts the least recently used entry first", async () => {
    const cache = new TtlCache(60_000, 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("a", load);
    await cache.get("c", load);
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("b", load)).toBe(4);
  });
});
