import { describe, expect, it } from "vitest";
import { uuidFrom } from "../lib/uuidFrom";
import { Random, hashSeed } from "./random";

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("Random", () => {
  it("repeats the same sequence for the same seed", () => {
    const draw = (random: Random) => Array.from({ length: 5 }, () => random.int(1, 1000));
    expect(draw(Random.derive(1, "a"))).toEqual(draw(Random.derive(1, "a")));
    expect(draw(Random.derive(1, "a"))).not.toEqual(draw(Random.derive(1, "b")));
    expect(hashSeed("a", 1)).not.toBe(hashSeed("a1"));
  });

  it("keeps draws in range and samples without repeats", () => {
    const random = new Random(42);
    for (let i = 0; i < 1000; i += 1) {
      const value = random.int(3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
    }
    const sample = random.weightedSample([1, 2, 3, 4, 5], (n) => n, 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe("uuidFrom", () => {
  it("derives stable, distinct v4 uuids even for hundreds of thousands of inputs", () => {
    expect(uuidFrom(1, "image", 10, 1)).toBe(uuidFrom(1, "image", 10, 1));
    const seen = new Set<string>();
    for (let id = 1; id <= 100_000; id += 1) {
      for (let n = 1; n <= 3; n += 1) seen.add(uuidFrom(7, "product-image", id, n));
    }
    expect(seen.size).toBe(300_000);
    for (const uuid of [...seen].slice(0, 1000)) expect(uuid).toMatch(uuidV4);
  });
});
