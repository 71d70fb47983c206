/**
 * Seeded randomness for the catalogue. Every value the seed writes comes from here, so the same
 * seed always yields the same rows, ids and uuids.
 */

/** FNV-1a over the parts: derives an independent sub-seed per table or per product. */
export function hashSeed(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    const text = `${String(part)}\u0000`;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for fake data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** A generator seeded from the parts, independent of every other derived generator. */
  static derive(...parts: (string | number)[]): Random {
    return new Random(hashSeed(...parts));
  }

  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick() from an empty list");
    return item;
  }

  /** Up to `count` distinct items, each drawn with probability proportional to its weight. */
  weightedSample<T>(items: readonly T[], weight: (item: T) => number, count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const total = pool.reduce((sum, item) => sum + weight(item), 0);
      let target = this.next() * total;
      let index = pool.findIndex((item) => {
        target -= weight(item);
        return target < 0;
      });
      if (index < 0) index = pool.length - 1;
      const [item] = pool.splice(index, 1);
      if (item !== undefined) chosen.push(item);
    }
    return chosen;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy;
  }
}
