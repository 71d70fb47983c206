/**
 * Values by key within a budget of bytes: once over it, the oldest go first (oldest kept, or oldest
 * touched). The kept answers of the catalogue and the pages kept for visitors are bounded this way.
 */
export class ByteBoundedMap<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Makes `key` the newest: Map order is the eviction order. */
  touch(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /** Keeps `value` (of `size` bytes) under `key` in place of any other, as the newest. */
  set(key: string, value: V, size: number): void {
    this.delete(key);
    this.entries.set(key, { value, size });
    this.bytes += size;
    this.trim();
  }

  /** Counts `extra` more bytes for `value` (a compressed form), if `key` still holds that object. */
  grow(key: string, value: object, extra: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    entry.size += extra;
    this.bytes += extra;
    this.trim();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  private trim(): void {
    while (this.bytes > this.maxBytes && this.entries.size > 1) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.delete(oldest.value);
    }
  }
}
