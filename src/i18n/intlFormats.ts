import { activeLocale } from "./translation";
import type { Locale } from "./locales";

/** English formats as the spec writes them (US style); the other languages as their locale does. */
const INTL_LOCALES: Readonly<Record<Locale, string>> = {
  en: "en-US",
  ur: "ur-PK",
  hi: "hi-IN",
  bn: "bn-BD",
  ar: "ar",
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date format for the active language, made on first use and kept per language and `style`:
 * making one costs about a hundred times formatting with it, and a page's first one loads the
 * locale's data (docs/performance.md).
 */
export function dateFormat(
  style: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const locale = activeLocale();
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], options);
    dateFormats.set(key, format);
  }
  return format;
}
