/**
 * The languages the store speaks (docs/languages.md). English is the spec's and the default: its
 * words live in the components' `*.text.ts` files; the others come from `catalogs/<locale>.json`.
 */
export const LOCALES = ["en", "ur", "hi", "bn", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers a visitor's language, so the server draws pages in it. */
export const LOCALE_COOKIE = "storefront_locale";

/** Each language named in itself, as a language menu shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  ur: "اردو",
  hi: "हिन्दी",
  bn: "বাংলা",
  ar: "العربية",
};

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(["ur", "ar"]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(locale) ? "rtl" : "ltr";
}

/** The cookie's value as a language, the default when it names none. */
export function localeFromCookieValue(value: string | undefined | null): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
