const MB = 1024 * 1024;

/** "memory: RSS 180 MB, heap 40 MB": what the start line reports once the store listens. */
export function memoryLine(usage: Pick<NodeJS.MemoryUsage, "rss" | "heapUsed">): string {
  const rss = Math.round(usage.rss / MB);
  const heap = Math.round(usage.heapUsed / MB);
  return `memory: RSS ${rss} MB, heap ${heap} MB`;
}
