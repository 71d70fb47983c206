import {
  compileMessageOrThrow,
  type CompiledMessageToken as Token,
} from "@lingui/message-utils/compileMessage";
import type { Catalog } from "./createTranslation";
import type { TextEntry } from "./defineText";

/**
 * The argument names a compiled message reads ({0}, {1} and those of plurals and selects), with
 * "other?" for a plural or select that lacks its `other` case, which every one needs.
 */
function argumentsOf(tokens: readonly Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === "string") continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === "object" && !Array.isArray(format)) {
      if (!Object.hasOwn(format, "other")) into.add("other?");
      for (const [key, choice] of Object.entries(format)) {
        if (key !== "offset" && Array.isArray(choice)) argumentsOf(choice as Token[], into);
      }
    }
  }
  return into;
}

/**
 * What is wrong with a language's catalogue against the text objects' entries: a key missing or
 * unknown, a message that does not parse, or one that reads an argument its entry does not pass.
 * Empty when the catalogue is complete.
 */
export function catalogProblems(
  entries: ReadonlyMap<string, TextEntry>,
  catalog: Catalog,
): string[] {
  const problems: string[] = [];
  for (const id of entries.keys()) {
    if (!Object.hasOwn(catalog, id)) problems.push(`missing: ${id}`);
  }
  for (const [id, message] of Object.entries(catalog)) {
    const entry = entries.get(id);
    if (!entry) {
      problems.push(`unknown key: ${id}`);
      continue;
    }
    if (typeof message !== "string" || message.trim() === "") {
      problems.push(`empty: ${id}`);
      continue;
    }
    let tokens: Token[];
    try {
      tokens = compileMessageOrThrow(message);
    } catch (error) {
      problems.push(`does not parse: ${id}: ${(error as Error).message.split("\n")[0]}`);
      continue;
    }
    for (const name of argumentsOf(tokens)) {
      if (name === "other?") {
        problems.push(`a plural or select without its other case: ${id}`);
        continue;
      }
      const index = Number(name);
      if (!Number.isInteger(index) || index < 0 || index >= entry.arity) {
        problems.push(`reads {${name}}, which ${id} does not pass (it takes ${entry.arity})`);
      }
    }
  }
  return problems;
}
