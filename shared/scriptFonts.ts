import type { Locale } from "./locales";

/**
 * A script's font as the store ships it: its @fontsource-variable font cut, at `npm run
 * fonts:subset`, to the letters the store's languages write in it. Inter, first in each
 * language's font stack, draws the Latin letters; the cut drops the font's other blocks
 * (presentation forms, extended letters of other languages), which halves Arabic's file and is
 * what lets a page drawn in Urdu have it at its first paint (docs/languages.md, Fonts).
 */
export interface ScriptFont {
  /** The family src/styles.css names for the languages written in the script. */
  family: string;
  /** The cut file, in src/assets/fonts. */
  file: string;
  /** The @fontsource-variable file it is cut from, under node_modules. */
  source: string;
  /** The code points kept, as inclusive [first, last] pairs. */
  codePoints: ReadonlyArray<readonly [number, number]>;
  /** The weights kept, as the font's `wght` axis (the store's text uses 400 to 700). */
  weights: readonly [number, number];
}

/**
 * Each font keeps its script's block and, of the characters its package's file draws beside it,
 * those text in the script needs: the joiners (U+200C-200D), Arabic's direction mark (U+200E), the
 * danda Bengali shares with Devanagari (U+0964-0965) and the dotted circle a shaper draws a stray
 * vowel sign on (U+25CC).
 */
export const SCRIPT_FONTS = {
  arabic: {
    family: "Noto Naskh Arabic Variable",
    file: "noto-naskh-arabic-arabic.woff2",
    source:
      "@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2",
    codePoints: [
      [0x0600, 0x06ff],
      [0x200c, 0x200e],
    ],
    weights: [400, 700],
  },
  devanagari: {
    family: "Noto Sans Devanagari Variable",
    file: "noto-sans-devanagari-devanagari.woff2",
    source:
      "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
    codePoints: [
      [0x0900, 0x097f],
      [0x200c, 0x200d],
      [0x25cc, 0x25cc],
    ],
    weights: [400, 700],
  },
  bengali: {
    family: "Noto Sans Bengali Variable",
    file: "noto-sans-bengali-bengali.woff2",
    source:
      "@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
    codePoints: [
      [0x0964, 0x0965],
      [0x0980, 0x09fe],
      [0x200c, 0x200d],
      [0x25cc, 0x25cc],
    ],
    weights: [400, 700],
  },
} as const satisfies Record<string, ScriptFont>;

export type Script = keyof typeof SCRIPT_FONTS;

/**
 * The script each language writes in, when Inter cannot draw it. Urdu and Arabic share Noto Naskh
 * Arabic, whose letters cover Urdu's and whose line heights suit the store's compact controls
 * (Nastaliq's tall forms would be clipped in buttons and chips).
 */
export const LOCALE_SCRIPTS: Readonly<Partial<Record<Locale, Script>>> = {
  ur: "arabic",
  ar: "arabic",
  hi: "devanagari",
  bn: "bengali",
};

/** The CSS `unicode-range` of the code points a font keeps. */
export function unicodeRange(font: ScriptFont): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  return font.codePoints
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(",");
}

/** The CSS `font-weight` range of a font's weights. */
export function weightRange(font: ScriptFont): string {
  return `${font.weights[0]} ${font.weights[1]}`;
}
