import { loadTranslation } from "@/i18n/loadTranslation";
import type { Locale } from "@/i18n/locales";
import { activateTranslation } from "@/i18n/translation";
import { showDocumentIn } from "./documentLanguage";
import { loadLocaleFonts } from "./localeFonts";

interface EnterOptions {
  /**
   * Whether the words wait for the language's font. A change waits, so the new script never shows
   * in a fallback font; the first render does not, as the server's page already shows the words.
   */
  waitForFonts: boolean;
}

/**
 * Loads a language's catalogue (and font), then makes it the page's: the words components read,
 * and `<html lang dir>`, which the styles and screen readers follow. Rejects, changing nothing,
 * when the catalogue cannot load.
 */
export async function enterLanguage(locale: Locale, { waitForFonts }: EnterOptions): Promise<void> {
  const fonts = loadLocaleFonts(locale);
  if (!waitForFonts) {
    fonts.catch((error: unknown) => console.error("Loading fonts failed", error));
  }
  const [translation] = await Promise.all([loadTranslation(locale), waitForFonts ? fonts : null]);
  activateTranslation(translation);
  showDocumentIn(locale);
}
