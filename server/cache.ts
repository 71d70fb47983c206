/**
 * A small in-process cache for catalogue reads that rarely change. Entries expire after `ttlMs`
 * so several API processes converge; writes in this process call `invalidate` at once.
 */
export class TtlCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  private invalidations = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value of `key`, or the loader's (shared by concurrent callers; failures are not kept). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Re-inserting moves the key to the end (Map order is the eviction order): what every
      // request reads (the synonym index, the category tree) must not be evicted by a stream of
      // product cards, or every search's match set (kept per synonym index) is lost with it.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    const value = load();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /**
   * Grows with every `invalidate`: what was built from this cache's values (the serialised
   * answers of server/http/cachedAnswers) is current only while the version it was built under is.
   */
  get version(): number {
    return this.invalidations;
  }

  /** The entries' lifetime, which anything built from them should not outlive. */
  get ttl(): number {
    return this.ttlMs;
  }

  /** Drops every entry whose key starts with `prefix` (all entries without one). */
  invalidate(prefix = ""): void {
    this.invalidations += 1;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** The least recently used entry goes first. */
  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
