import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";

/** A read a drawing made, as it asked it: its key and its options (its query function). */
export interface DrawnRead {
  queryKey: QueryKey;
  options: Query["options"];
}

/**
 * The reads each page's last drawing was rendered with, by what it was drawn as (the page or a
 * visitor's header), for whom (no session, a guest, a customer, at their location) and its URL. A
 * drawing starts by asking them all at once, so the page is rendered once with its answers instead
 * of rendered to find what it reads, then again with the answers (twice for a product and its
 * similar products, three times for the checkout). A read the page no longer makes (the catalogue
 * changed) is asked once for nothing; one it newly makes is found by rendering, as before. Bounded:
 * the oldest URL is forgotten first.
 */
export class DrawnReads {
  private readonly byPage = new Map<string, DrawnRead[]>();

  constructor(private readonly maxPages = 2_000) {}

  static keyOf(url: string, drawnAs: string, audience: string, location: unknown): string {
    return `${drawnAs}\n${audience}\n${JSON.stringify(location ?? null)}\n${url}`;
  }

  find(key: string): readonly DrawnRead[] {
    return this.byPage.get(key) ?? [];
  }

  /** Remembers the reads of `client` that `keep` picks: those the page `key` was drawn with. */
  learn(key: string, client: QueryClient, keep: (query: Query) => boolean): void {
    const reads = client
      .getQueryCache()
      .getAll()
      .filter(keep)
      .map((query) => ({ queryKey: query.queryKey, options: query.options }));
    this.byPage.delete(key);
    if (this.byPage.size >= this.maxPages) {
      const oldest = this.byPage.keys().next();
      if (!oldest.done) this.byPage.delete(oldest.value);
    }
    this.byPage.set(key, reads);
  }
}

/**
 * Renders with `render` and tells which queries it read: each `useQuery` builds its query in the
 * cache as it renders, so a page remembers the reads it was drawn with, not every read asked for
 * it (a read its last drawing made and this one no longer does would otherwise be asked forever).
 */
export async function renderReading<T>(
  client: QueryClient,
  render: () => Promise<T>,
): Promise<{ rendered: T; read: Set<string> }> {
  const cache = client.getQueryCache();
  const build = cache.build.bind(cache);
  const read = new Set<string>();
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    read.add(query.queryHash);
    return query;
  }) as typeof build;
  try {
    return { rendered: await render(), read };
  } finally {
    cache.build = build;
  }
}
