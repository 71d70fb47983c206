import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import * as appIcons from "../../stories/docs/appIcons";

const SRC = join(import.meta.dirname, "../../src");
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g;

/** The icons src/ imports from lucide-react (type imports aside), by their exported names. */
function iconsImportedBySrc(): string[] {
  const names = new Set<string>();
  const files = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    for (const [, list = ""] of readFileSync(join(SRC, file), "utf8").matchAll(LUCIDE_IMPORT)) {
      for (const entry of list.split(",").map((part) => part.trim())) {
        if (entry && !entry.startsWith("type ")) names.add(entry.split(/\s+as\s+/)[0] ?? entry);
      }
    }
  }
  return [...names].sort();
}

it("the Tokens page's icon list names exactly the icons src/ imports from lucide-react", () => {
  expect(Object.keys(appIcons).sort(), "stories/docs/appIcons.ts").toEqual(iconsImportedBySrc());
});
