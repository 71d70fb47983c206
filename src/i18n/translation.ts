import { DEFAULT_LOCALE, type Locale } from "./locales";

/** A language's catalogue, ready to use: `translate` answers undefined for a key it lacks. */
export interface Translation {
  readonly locale: Locale;
  translate(id: string, args: readonly unknown[]): string | undefined;
}

let browserTranslation: Translation | null = null;

/**
 * Where the words of the render under way come from. In the browser one language is active at a
 * time; the server draws pages for several visitors at once, so it points this at the translation
 * of the request being drawn (server/http/pages.ts).
 */
let currentTranslation: () => Translation | null = () => browserTranslation;

export function setTranslationSource(source: () => Translation | null): void {
  currentTranslation = source;
}

/** Makes `translation` the browser's language; null returns to English. */
export function activateTranslation(translation: Translation | null): void {
  browserTranslation = translation;
}

export function activeLocale(): Locale {
  return currentTranslation()?.locale ?? DEFAULT_LOCALE;
}

export function translate(id: string, args: readonly unknown[]): string | undefined {
  return currentTranslation()?.translate(id, args);
}
