import type { Locale } from "@/i18n/locales";
import { loadOnce } from "@/lib/loadOnce";

interface ScriptFont {
  family: string;
  /**
   * The file of the script's own letters: Inter, first in each language's font stack, draws the
   * Latin ones.
   */
  file: () => Promise<{ default: string }>;
}

/**
 * Each script's Noto font, fetched only for the languages that need it: English stays with Inter
 * alone. Urdu and Arabic share Noto Naskh Arabic, whose letters cover Urdu's and whose line
 * heights suit the store's compact controls (Nastaliq's tall forms would be clipped in buttons and
 * chips). The families are the ones src/styles.css names for each `html:lang()`.
 */
const naskhArabic: ScriptFont = {
  family: "Noto Naskh Arabic Variable",
  file: () =>
    import("@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2?url"),
};
const fonts: Partial<Record<Locale, ScriptFont>> = {
  ur: naskhArabic,
  ar: naskhArabic,
  hi: {
    family: "Noto Sans Devanagari Variable",
    file: () =>
      import("@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url"),
  },
  bn: {
    family: "Noto Sans Bengali Variable",
    file: () =>
      import("@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url"),
  },
};

/**
 * Fetches the font, then adds it to the page in one step (the CSS Font Loading API): the page is
 * laid out again once, with the font at hand. A stylesheet of @font-face rules changed the page's
 * fonts twice as it started in Urdu, once for the rules and once when the file came
 * (docs/languages.md, Speed). Urdu and Arabic share one font, added once.
 */
const addFont = loadOnce(async (font: ScriptFont) => {
  const { default: url } = await font.file();
  const face = new FontFace(font.family, `url(${url}) format("woff2")`, {
    weight: "100 900",
    style: "normal",
    display: "swap",
  });
  document.fonts.add(await face.load());
});

export function loadLocaleFonts(locale: Locale): Promise<void> {
  const font = fonts[locale];
  if (!font || typeof FontFace === "undefined") return Promise.resolve();
  return addFont(font);
}
