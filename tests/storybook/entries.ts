import { readFileSync } from "node:fs";
import { join } from "node:path";
import { STATIC_DIR_VARIABLE } from "./settings";

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  importPath: string;
  tags?: string[];
}

/**
 * The entries of the built Storybook's index.json: what its sidebar lists. Read when the test
 * files load, which is after globalSetup.ts has built the Storybook and named its folder.
 */
export function indexEntries(): IndexEntry[] {
  const dir = process.env[STATIC_DIR_VARIABLE];
  if (!dir) {
    throw new Error(
      `${STATIC_DIR_VARIABLE} is not set: run these tests through playwright.storybook.config.ts, ` +
        "whose global setup builds the Storybook, or set it to a built one.",
    );
  }
  const index = JSON.parse(readFileSync(join(dir, "index.json"), "utf8")) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

/** Every story, in the sidebar's order. */
export function storyEntries(): IndexEntry[] {
  return indexEntries().filter((entry) => entry.type === "story");
}

/** The first story of each story file: a component's usual link. */
export function firstStoryOfEachFile(): IndexEntry[] {
  const seen = new Set<string>();
  return storyEntries().filter(
    (story) => !seen.has(story.importPath) && seen.add(story.importPath),
  );
}
