import type { Locale } from "@/i18n/locales";

/**
 * Each script's Noto font (its @font-face rules; the files load only for the characters a page
 * shows), fetched only for the languages that need it: English stays with Inter alone. Urdu and
 * Arabic share Noto Naskh Arabic, whose letters cover Urdu's and whose line heights suit the
 * store's compact controls (Nastaliq's tall forms would be clipped in buttons and chips).
 */
const fonts: Partial<Record<Locale, () => Promise<unknown>>> = {
  ur: () => import("@fontsource-variable/noto-naskh-arabic"),
  ar: () => import("@fontsource-variable/noto-naskh-arabic"),
  hi: () => import("@fontsource-variable/noto-sans-devanagari"),
  bn: () => import("@fontsource-variable/noto-sans-bengali"),
};

export function loadLocaleFonts(locale: Locale): Promise<unknown> {
  return fonts[locale]?.() ?? Promise.resolve();
}
