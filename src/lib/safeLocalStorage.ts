/*
 * Raw string access to localStorage that never throws. Where localStorage is missing (node),
 * disabled (reading it throws) or refuses writes (Safari private mode, quota), values live in
 * memory for the rest of the page's life.
 */
const memoryFallback = new Map<string, string>();

export function readRaw(key: string): string | null {
  const remembered = memoryFallback.get(key);
  if (remembered !== undefined) return remembered;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
    memoryFallback.delete(key);
  } catch {
    memoryFallback.set(key, value);
  }
}

export function removeRaw(key: string): void {
  memoryFallback.delete(key);
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was persisted where storage refuses access, so there is nothing left to remove.
  }
}
