// `npx tsx scripts/i18n-catalog.ts keys` prints every translatable entry (its key, its English or
// the English function's source, and how many arguments it takes) as JSON, for translators;
// `npx tsx scripts/i18n-catalog.ts check <locale>` lists what that catalogue lacks or gets wrong.
// The text modules are loaded through Vite, as the app loads them (aliases, import.meta.env).
import { readFileSync } from "node:fs";
import { createServer } from "vite";
import type * as CatalogCheck from "../src/i18n/catalogCheck";
import type * as DefineText from "../src/i18n/defineText";
import type * as TextModules from "../src/i18n/textModules";

const vite = await createServer({
  configFile: false,
  resolve: { alias: { "@": new URL("../src", import.meta.url).pathname } },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
try {
  const { loadTextModules } = (await vite.ssrLoadModule(
    "/src/i18n/textModules.ts",
  )) as typeof TextModules;
  await loadTextModules();
  const { textEntries } = (await vite.ssrLoadModule(
    "/src/i18n/defineText.ts",
  )) as typeof DefineText;
  const { catalogProblems } = (await vite.ssrLoadModule(
    "/src/i18n/catalogCheck.ts",
  )) as typeof CatalogCheck;
  const [command, locale] = process.argv.slice(2);
  if (command === "keys") {
    const keys = [...textEntries()].map(([id, entry]) => [
      id,
      entry.arity ? { source: entry.english, arity: entry.arity } : entry.english,
    ]);
    console.log(JSON.stringify(Object.fromEntries(keys), null, 1));
  } else if (command === "check" && locale) {
    const path = `src/i18n/catalogs/${locale}.json`;
    const catalog = JSON.parse(readFileSync(path, "utf8")) as Record<string, string>;
    const problems = catalogProblems(textEntries(), catalog);
    console.log(problems.length ? problems.join("\n") : `${locale}: complete`);
    process.exitCode = problems.length ? 1 : 0;
  } else {
    console.error("usage: tsx scripts/i18n-catalog.ts keys | check <locale>");
    process.exitCode = 2;
  }
} finally {
  await vite.close();
}
