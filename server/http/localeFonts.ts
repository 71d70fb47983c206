import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "../../shared/locales";

/**
 * Each language's script font, as src/app/language/localeFonts.ts loads it for the app: the
 * @fontsource-variable package, and the subset holding the script's letters.
 */
const SCRIPT_FONTS: Partial<Record<Locale, { family: string; subset: string }>> = {
  ur: { family: "noto-naskh-arabic", subset: "arabic" },
  ar: { family: "noto-naskh-arabic", subset: "arabic" },
  hi: { family: "noto-sans-devanagari", subset: "devanagari" },
  bn: { family: "noto-sans-bengali", subset: "bengali" },
};

type BuildManifest = Record<string, { file?: string } | undefined>;

/** Vite's manifest of the built app (vite.config.ts `build.manifest`); empty without a build. */
export function readBuildManifest(webRoot: string): BuildManifest {
  const file = join(webRoot, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BuildManifest) : {};
}

/**
 * The head links that have a page drawn in `locale` paint its script in its own font: the
 * font's stylesheet (the app's own import of it then finds it there and adds nothing) and the
 * script's file, preloaded. Without them the page paints in a fallback font and moves when the
 * app's font arrives. Empty for English (Inter is the page's own font) and for a build without
 * the font.
 */
export function localeFontLinks(manifest: BuildManifest, locale: Locale): string {
  const font = SCRIPT_FONTS[locale];
  if (!font) return "";
  const source = `node_modules/@fontsource-variable/${font.family}`;
  const stylesheet = manifest[`${source}/index.css`]?.file;
  const letters = manifest[`${source}/files/${font.family}-${font.subset}-wght-normal.woff2`]?.file;
  if (!stylesheet || !letters) return "";
  return (
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${letters}">` +
    `<link rel="stylesheet" href="/${stylesheet}">`
  );
}
