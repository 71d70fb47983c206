import { localeDirection } from "./locales";
import { activeLocale } from "./translation";

/** Unicode's LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE: the `<bdi dir="ltr">` of a string. */
const LTR_ISOLATE = "\u2066";
const POP_ISOLATE = "\u2069";

/**
 * Left-to-right words (a price, a time range) passed into a translated sentence: isolated in a
 * right-to-left language, so "$13.93" and "12:00 PM - 2:00 PM" keep their order there
 * (docs/languages.md § Right-to-left); unchanged in a left-to-right one.
 */
export function leftToRight(words: string): string {
  return localeDirection(activeLocale()) === "rtl" ? `${LTR_ISOLATE}${words}${POP_ISOLATE}` : words;
}
