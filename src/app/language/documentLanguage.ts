import { DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from "@/i18n/locales";

/** The language the page was drawn in (the server sets `<html lang>` from the shopper's cookie). */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Sets `<html lang dir>`, which the styles (fonts, logical sides) and screen readers follow. */
export function showDocumentIn(locale: Locale): void {
  const html = document.documentElement;
  html.lang = locale;
  html.dir = localeDirection(locale);
}
