import { readCachedEntry, writeCachedEntry, type CachedResources } from "./storage";

/** docs/product.md § Constants and limits: ethnicities, country codes and configs are reused locally for 1 hour. */
export const CACHE_LIFETIME_MS = 3_600_000;

export interface CachedResourceOptions {
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The locally cached copy while it is fresh, otherwise a new load that replaces it.
 * A failed load falls back to a stale copy, since old reference data beats none.
 */
export async function cachedResource<K extends keyof CachedResources>(
  key: K,
  load: () => Promise<CachedResources[K]>,
  { maxAgeMs = CACHE_LIFETIME_MS, now = Date.now }: CachedResourceOptions = {},
): Promise<CachedResources[K]> {
  const cached = readCachedEntry(key);
  const age = cached ? now() - cached.savedAt : Number.POSITIVE_INFINITY;
  // A negative age means the clock moved back; such a copy cannot be trusted to be fresh.
  if (cached && age >= 0 && age < maxAgeMs) return cached.value;

  try {
    const value = await load();
    writeCachedEntry(key, { value, savedAt: now() });
    return value;
  } catch (error) {
    if (!cached) throw error;
    console.warn(`Loading "${key}" failed; using the copy cached before.`, error);
    return cached.value;
  }
}
