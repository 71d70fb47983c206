import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Locale } from "./locales";
import type { Translation } from "./translation";

/** A catalogue: each key of the text objects (`headerText.login`) and its ICU message. */
export type Catalog = Readonly<Record<string, string>>;

/**
 * Lingui formats the catalogue's ICU messages (plurals by `Intl.PluralRules`, `{0, number}` by
 * `Intl.NumberFormat`) for its language. The compiler travels in the language's chunk, never in
 * English's first load, and compiles each message when it is first shown: a page shows a tenth of
 * the catalogue, and compiling all of it as the language loaded was a large part of the task
 * that starts a page in Urdu on a phone (docs/languages.md, Speed).
 */
export function createTranslation(locale: Locale, catalog: Catalog): Translation {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  return {
    locale,
    translate(id, args) {
      const message = Object.hasOwn(catalog, id) ? catalog[id] : undefined;
      if (message === undefined) return undefined;
      if (!Object.hasOwn(i18n.messages, id)) i18n.load(locale, { [id]: compileMessage(message) });
      return i18n._(id, Object.fromEntries(args.map((arg, index) => [String(index), arg])));
    },
  };
}
