import { translate } from "./translation";

/** One translatable entry: a string, or a function of its positional arguments ({0}, {1}, …). */
export interface TextEntry {
  id: string;
  /** The English words, or for a function its source, which says what {0}, {1}… are. */
  english: string;
  /** How many arguments a function entry takes; 0 for a string. */
  arity: number;
}

const entries = new Map<string, TextEntry>();
const computedFunctions = new WeakSet<object>();
/** The functions defineText made: one text object reusing another's keeps its key. */
const translatedFunctions = new WeakSet<object>();

/**
 * Marks a function of a text object as code that composes other entries (joins names, picks a
 * fallback) rather than words to translate: it is kept as it is and has no catalogue key.
 */
export function computed<F extends (...args: never[]) => unknown>(fn: F): F {
  computedFunctions.add(fn);
  return fn;
}

/**
 * A component's words (English, as the spec gives them) made translatable: the object keeps its
 * shape, and each string or function reads the active language's catalogue under
 * `<namespace>.<path>` first, falling back to English. Reading at render time, not at import,
 * lets one module serve every language, and the server draw each request in its own.
 */
export function defineText<T extends object>(namespace: string, english: T): T {
  return translatable(namespace, english) as T;
}

function translatable(path: string, value: unknown): unknown {
  if (typeof value === "string") return value;
  if (typeof value === "function") return value;
  if (value === null || typeof value !== "object") return value;
  const source = value as Record<string, unknown>;
  const result = (Array.isArray(value) ? [] : {}) as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const id = `${path}.${key}`;
    const entry = source[key];
    if (typeof entry === "string") {
      entries.set(id, { id, english: entry, arity: 0 });
      Object.defineProperty(result, key, {
        enumerable: true,
        get: () => translate(id, []) ?? entry,
      });
    } else if (
      typeof entry === "function" &&
      !computedFunctions.has(entry) &&
      !translatedFunctions.has(entry)
    ) {
      const english = entry as (...args: unknown[]) => unknown;
      entries.set(id, { id, english: english.toString(), arity: english.length });
      const translated = (...args: unknown[]) => translate(id, args) ?? english(...args);
      translatedFunctions.add(translated);
      result[key] = translated;
    } else {
      result[key] = translatable(id, entry);
    }
  }
  return result;
}

/** Every entry defined so far: the catalogue check's list of keys (src/i18n/catalogCheck.ts). */
export function textEntries(): ReadonlyMap<string, TextEntry> {
  return entries;
}
