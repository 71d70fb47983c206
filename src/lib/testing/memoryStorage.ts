/** A Storage for node tests, where localStorage does not exist. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const entries = new Map(Object.entries(initial));
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => {
      entries.delete(key);
    },
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
  };
}

/** A Storage that refuses every call, as Safari's private mode and disabled storage do. */
export function createThrowingStorage(): Storage {
  const refuse = (): never => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  return {
    get length() {
      return refuse();
    },
    clear: refuse,
    getItem: refuse,
    key: refuse,
    removeItem: refuse,
    setItem: refuse,
  };
}
