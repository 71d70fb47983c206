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

const listFormats = new Map<Locale, Intl.ListFormat>();

/** `items` as the active language lists them ("a, b, c"), kept per language as dateFormat is. */
export function listedNames(items: readonly string[]): string {
  const locale = activeLocale();
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(INTL_LOCALES[locale], { style: "short", type: "unit" });
    listFormats.set(locale, format);
  }
  return format.format(items);
}
