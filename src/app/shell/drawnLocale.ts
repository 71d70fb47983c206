import { AsyncLocalStorage } from "node:async_hooks";
import { loadTranslation } from "@/i18n/loadTranslation";
import type { Locale } from "@/i18n/locales";
import { setTranslationSource, type Translation } from "@/i18n/translation";

/**
 * The translation of the page being drawn. The server draws pages for several shoppers at once,
 * each in their own language, so the words come from the drawing's asynchronous context rather
 * than from one active language, as in the browser.
 */
const drawnTranslation = new AsyncLocalStorage<Translation | null>();
setTranslationSource(() => drawnTranslation.getStore() ?? null);

/** Runs `draw` with the words of `locale` (English needs no catalogue). */
export async function drawnIn<T>(locale: Locale, draw: () => Promise<T>): Promise<T> {
  const translation = await loadTranslation(locale);
  return drawnTranslation.run(translation, draw);
}
