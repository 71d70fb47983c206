import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "../../shared/locales";
import { LOCALE_SCRIPTS, SCRIPT_FONTS, unicodeRange, weightRange } from "../../shared/scriptFonts";

type BuildManifest = Record<string, { file?: string } | undefined>;

/** Vite's manifest of the built app (vite.config.ts `build.manifest`); empty without a build. */
export function readBuildManifest(webRoot: string): BuildManifest {
  const file = join(webRoot, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BuildManifest) : {};
}

/**
 * What a page drawn in `locale` puts in its head so that its script paints in its own font from
 * the start: the script's cut font (shared/scriptFonts.ts), preloaded, and its `@font-face` rule
 * inline, as src/app/language/localeFonts.ts would add it (which then finds it and adds none).
 * Without them the page paints in a fallback font and its words change width when the app's font
 * arrives. Empty for English (Inter is the page's own font) and for a build without the file.
 */
export function localeFontHead(manifest: BuildManifest, locale: Locale): string {
  const script = LOCALE_SCRIPTS[locale];
  if (!script) return "";
  const font = SCRIPT_FONTS[script];
  const file = manifest[`src/assets/fonts/${font.file}`]?.file;
  if (!file) return "";
  return (
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">` +
    `<style>@font-face{font-family:"${font.family}";font-style:normal;` +
    `font-weight:${weightRange(font)};font-display:swap;src:url(/${file}) format("woff2");` +
    `unicode-range:${unicodeRange(font)}}</style>`
  );
}
