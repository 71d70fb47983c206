import { describe, expect, it } from "vitest";
import { LruCache } from "./cache";

describe("LruCache", () => {
  it("drops the least recently used entry beyond its capacity", () => {
    const cache = new LruCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("replaces an existing key without growing", () => {
    const cache = new LruCache<string>(2);
    cache.set("a", "x");
    cache.set("a", "y");
    expect(cache.get("a")).toBe("y");
    expect(cache.size).toBe(1);
  });
});
