import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALE_NAMES, LOCALES } from "../../shared/locales";
import { LOCALE_SCRIPTS, SCRIPT_FONTS, unicodeRange, weightRange } from "../../shared/scriptFonts";
import { cutFont, FONTS_DIR } from "../../scripts/subset-fonts";

/** Every string of a language's catalogue, however deep. */
function catalogueStrings(locale: string): string[] {
  const catalogue: unknown = JSON.parse(
    readFileSync(new URL(`../../src/i18n/catalogs/${locale}.json`, import.meta.url), "utf8"),
  );
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(catalogue);
  return strings;
}

/**
 * Whether Inter, first in every language's font stack, draws the character: Latin and the general
 * punctuation (quotes, ellipsis, bullets, zero-width space).
 */
const drawnByInter = (codePoint: number) =>
  codePoint < 0x0370 || (codePoint >= 0x2000 && codePoint <= 0x206f);

describe("the script fonts", () => {
  it("keep every letter their languages' words are written with", () => {
    for (const locale of LOCALES) {
      const script = LOCALE_SCRIPTS[locale];
      if (!script) continue;
      const kept = SCRIPT_FONTS[script].codePoints;
      const missing = new Set<string>();
      for (const text of [...catalogueStrings(locale), LOCALE_NAMES[locale]]) {
        for (const character of text) {
          const codePoint = character.codePointAt(0) ?? 0;
          if (drawnByInter(codePoint)) continue;
          if (!kept.some(([first, last]) => codePoint >= first && codePoint <= last))
            missing.add(`U+${codePoint.toString(16).toUpperCase()} ${character}`);
        }
      }
      expect([...missing], `${locale}'s letters its font lacks`).toEqual([]);
    }
  });

  it("are committed as fonts:subset cuts them from their packages", async () => {
    const committed = readdirSync(FONTS_DIR).sort();
    expect(committed).toEqual(
      Object.values(SCRIPT_FONTS)
        .map((font) => font.file)
        .sort(),
    );
    for (const font of Object.values(SCRIPT_FONTS)) {
      const { source, cut } = await cutFont(font);
      expect(readFileSync(new URL(font.file, FONTS_DIR)).equals(cut), font.file).toBe(true);
      expect(cut.length).toBeLessThan(source.length);
    }
  });

  it("are described to CSS by their kept code points and weights", () => {
    expect(unicodeRange(SCRIPT_FONTS.arabic)).toBe("U+600-6FF,U+200C-200E");
    expect(weightRange(SCRIPT_FONTS.devanagari)).toBe("400 700");
  });
});
