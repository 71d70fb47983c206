/**
 * The words of a component's `.text.ts` module as rows for its docs page: the text itself where
 * it is fixed, and the source of the function that builds it where it depends on data (`Qty 2`).
 * Running the module gives the fixed words, spreads and references included; its source (as
 * Prettier writes it) gives each function's body and the doc comment above an entry.
 */

export interface WordRow {
  /** Where the entry sits in its export: `channels.email`, `steps.0.label`. */
  key: string;
  /** The text, or the source of the function that builds it. */
  words: string;
  builtFromData: boolean;
  note?: string;
}

export interface WordTable {
  exportName: string;
  /** The doc comment above the constant. */
  note?: string;
  rows: WordRow[];
}

interface SourceEntry {
  value: string;
  note?: string;
}

// `export const headerText = defineText("headerText", {`: the words as the module defines them.
const ROOT = /^(?:export\s+)?const\s+(\w+)\b[^=]*=\s*(?:defineText\("\w+",\s*)?\{\s*$/;
const ENTRY = /^(\s*)(\w+|"[^"]+"):\s*(.*)$/;
const indentOf = (line: string) => line.length - line.trimStart().length;

/** The doc comment that ends on the line above `index`, as one line of prose. */
function noteAbove(lines: string[], index: number): string | undefined {
  const end = index - 1;
  if (!lines[end]?.trim().endsWith("*/")) return undefined;
  let start = end;
  while (start > 0 && !lines[start]?.trim().startsWith("/**")) start -= 1;
  const text = lines
    .slice(start, end + 1)
    .map((line) =>
      line
        .trim()
        .replace(/^\/\*\*|\*\/$/g, "")
        .replace(/^\*/, "")
        .trim(),
    )
    .join(" ")
    .trim();
  return text || undefined;
}

/** The source of `name` where the module defines it (`formatEndDate` → its function). */
function definitionOf(name: string, source: string): string | undefined {
  if (!/^\w+$/.test(name)) return undefined;
  const lines = source.split("\n");
  const start = lines.findIndex((line) =>
    new RegExp(`^(export )?(const ${name}\\b|function ${name}\\()`).test(line),
  );
  if (start < 0) return undefined;
  // A block ends with its closing brace at the margin, an expression with its semicolon.
  const ends = (lines[start] ?? "").endsWith("{") ? /^\}/ : /;$/;
  let end = start;
  while (end + 1 < lines.length && !ends.test(lines[end] ?? "")) end += 1;
  return lines.slice(start, end + 1).join("\n");
}

/**
 * Every `key: value` entry of the module's top-level object constants, by `constName.path`;
 * an entry holding an object or a list has no value of its own, only its note.
 */
export function sourceEntries(source: string): Map<string, SourceEntry> {
  const lines = source.split("\n");
  const entries = new Map<string, SourceEntry>();
  let root: string | null = null;
  let parents: { indent: number; key: string }[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const rootMatch = ROOT.exec(line);
    if (rootMatch) {
      root = rootMatch[1] ?? null;
      parents = [];
      if (root) entries.set(root, { value: "", note: noteAbove(lines, index) });
      continue;
    }
    if (line.startsWith("}")) root = null;
    const entry = root ? ENTRY.exec(line) : null;
    if (!root || !entry) continue;
    const indent = entry[1]?.length ?? 0;
    const key = (entry[2] ?? "").replace(/^"|"$/g, "");
    while (parents.length > 0 && (parents.at(-1)?.indent ?? 0) >= indent) parents.pop();
    const path = [root, ...parents.map((parent) => parent.key), key].join(".");
    const note = noteAbove(lines, index);
    let value = entry[3] ?? "";
    if (value === "{" || value === "[") {
      parents.push({ indent, key });
      entries.set(path, { value: "", note });
      continue;
    }
    // A value Prettier wrapped goes on over the following, deeper lines (and a closing bracket).
    while (index + 1 < lines.length && indentOf(lines[index + 1] ?? "") > indent) {
      index += 1;
      value += `\n${(lines[index] ?? "").slice(indent)}`;
    }
    if (/[{[(]$/.test(entry[3] ?? "") && /^\s*[}\])]/.test(lines[index + 1] ?? "")) {
      index += 1;
      value += `\n${(lines[index] ?? "").trim()}`;
    }
    value = value.replace(/,$/, "");
    entries.set(path, { value: definitionOf(value, source) ?? value, note });
  }
  return entries;
}

/** `exportName.path` without the export's name. */
const withinExport = (path: string) => path.slice(path.indexOf(".") + 1);
const parentOf = (path: string) => path.slice(0, path.lastIndexOf("."));

/**
 * The entries of the other modules' constants that this module names (it spreads or copies
 * them), by their path within their export, so `...productCartControlText` finds its entries.
 */
function borrowedEntries(ownSource: string, otherSources: string[]): Map<string, SourceEntry> {
  const borrowed = new Map<string, SourceEntry>();
  for (const [path, entry] of otherSources.flatMap((source) => [...sourceEntries(source)])) {
    const constName = path.slice(0, path.indexOf("."));
    if (new RegExp(`\\b${constName}\\b`).test(ownSource)) borrowed.set(withinExport(path), entry);
  }
  return borrowed;
}

type Leaf = string | ((...args: never[]) => unknown);

/** The text and functions of an export, by path, in the order the module lists them. */
function leaves(value: unknown, path: string): [string, Leaf][] {
  if (typeof value === "string" || typeof value === "function") return [[path, value as Leaf]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}.${i}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  return [];
}

/**
 * One table per exported object of the module (constants such as a debounce delay and helper
 * functions are not words). `otherSources` are the other `.text.ts` modules, where entries
 * spread or copied from them are found. A list's or a group's note goes on its first row.
 */
export function wordTables(
  moduleExports: Record<string, unknown>,
  ownSource: string,
  otherSources: string[],
): WordTable[] {
  const own = sourceEntries(ownSource);
  const borrowed = borrowedEntries(ownSource, otherSources);
  const entryAt = (path: string) => own.get(path) ?? borrowed.get(withinExport(path));
  const exported = Object.entries(moduleExports)
    .filter(([, value]) => value !== null && typeof value === "object")
    .map(([exportName, value]) => {
      const notedGroups = new Set<string>();
      const groupNote = (path: string) => {
        for (let group = parentOf(path); group.includes("."); group = parentOf(group)) {
          const note = entryAt(group)?.note;
          if (!note) continue;
          if (notedGroups.has(group)) return undefined;
          notedGroups.add(group);
          return note;
        }
        return undefined;
      };
      const rows = leaves(value, exportName).map(([path, leaf]): WordRow => {
        const entry = entryAt(path);
        const builtFromData = typeof leaf === "function";
        return {
          key: withinExport(path),
          words: builtFromData ? entry?.value || "(built from data)" : String(leaf),
          builtFromData,
          note: entry?.note ?? groupNote(path),
        };
      });
      return { exportName, note: own.get(exportName)?.note, rows };
    });
  return [...exported, ...unexportedTables(own, moduleExports)];
}

/** A constant the module keeps to itself (a brand's or a status's name) still holds words. */
function unexportedTables(
  own: Map<string, SourceEntry>,
  moduleExports: Record<string, unknown>,
): WordTable[] {
  const tables = new Map<string, WordRow[]>();
  for (const [path, { value, note }] of own) {
    if (!path.includes(".")) continue;
    const constName = path.slice(0, path.indexOf("."));
    if (constName in moduleExports || value === "") continue;
    const literal = /^"[^"]*"$/.test(value);
    const rows = tables.get(constName) ?? [];
    rows.push({
      key: withinExport(path),
      words: literal ? (JSON.parse(value) as string) : value,
      builtFromData: !literal,
      note,
    });
    tables.set(constName, rows);
  }
  return [...tables].map(([exportName, rows]) => ({
    exportName,
    note: own.get(exportName)?.note,
    rows,
  }));
}
