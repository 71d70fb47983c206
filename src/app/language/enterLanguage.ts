import { loadTranslation } from "@/i18n/loadTranslation";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { activateTranslation } from "@/i18n/translation";
import { showDocumentIn } from "./documentLanguage";

interface EnterOptions {
  /**
   * Whether the words wait for the language's font. A change waits, so the new script never shows
   * in a fallback font; the first render does not, as the server's page already shows the words.
   */
  waitForFonts: boolean;
}

/**
 * The language's script font. Its code (the fonts' table, the Font Loading API's use) loads only
 * for the languages other than English, which has Inter alone: English's first load gains nothing.
 */
function loadFontsOf(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  return import("./localeFonts").then(({ loadLocaleFonts }) => loadLocaleFonts(locale));
}

/**
 * Loads a language's catalogue (and font), then makes it the page's: the words components read,
 * and `<html lang dir>`, which the styles and screen readers follow. Rejects, changing nothing,
 * when the catalogue cannot load.
 */
export async function enterLanguage(locale: Locale, { waitForFonts }: EnterOptions): Promise<void> {
  const fonts = loadFontsOf(locale);
  if (!waitForFonts) {
    fonts.catch((error: unknown) => console.error("Loading fonts failed", error));
  }
  const [translation] = await Promise.all([loadTranslation(locale), waitForFonts ? fonts : null]);
  activateTranslation(translation);
  showDocumentIn(locale);
}
