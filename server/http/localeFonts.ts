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
 * What a page drawn in `locale` puts in its head so that its script paints in its own font from
 * the start: the script's file, preloaded, and its `@font-face` rule inline (a stylesheet would
 * hold the first paint back for a request; Inter draws the Latin letters, so the font's other
 * subsets can come with the app's import of the whole stylesheet). Without them the page paints
 * in a fallback font and moves when the app's font arrives. Empty for English (Inter is the
 * page's own font) and for a build without the font.
 */
export function localeFontHead(webRoot: string, manifest: BuildManifest, locale: Locale): string {
  const font = SCRIPT_FONTS[locale];
  if (!font) return "";
  const source = `node_modules/@fontsource-variable/${font.family}`;
  const stylesheet = manifest[`${source}/index.css`]?.file;
  const letters = manifest[`${source}/files/${font.family}-${font.subset}-wght-normal.woff2`]?.file;
  if (!stylesheet || !letters || !existsSync(join(webRoot, stylesheet))) return "";
  const rule = readFileSync(join(webRoot, stylesheet), "utf8")
    .split(/(?=@font-face\s*\{)/)
    .find((block) => block.includes(`/${letters}`));
  if (!rule) return "";
  return (
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${letters}">` +
    `<style>${rule.trim()}</style>`
  );
}
