import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/** The budget: what the browser must fetch to draw the home page, gzip-compressed. */
const HOME_INITIAL_JS_BUDGET_KB = 130;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = join(import.meta.dirname, "../../dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;

/** A chunk and everything it imports statically: the files that load before it can run. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(dist, file))).length / 1024;
}

test(`the home route's initial JavaScript stays within ${HOME_INITIAL_JS_BUDGET_KB} KB gzip`, () => {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  expect(entry, "the build's entry chunk").toBeDefined();
  const home = "src/routes/HomeRoute.tsx";
  expect(manifest[home], "the home route's chunk").toBeDefined();

  const initial = new Set([...staticClosure(entry ?? ""), ...staticClosure(home)]);
  const sizes = [...initial].map((key) => ({ file: manifest[key]?.file ?? key }));
  const total = sizes.reduce((sum, { file }) => sum + gzipKb(file), 0);

  const lines = sizes.map(({ file }) => `  ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`);
  console.log(
    `Home route initial JavaScript: ${total.toFixed(1)} KB gzip ` +
      `(budget ${HOME_INITIAL_JS_BUDGET_KB} KB)\n${lines.join("\n")}`,
  );
  expect(total).toBeLessThanOrEqual(HOME_INITIAL_JS_BUDGET_KB);
});
