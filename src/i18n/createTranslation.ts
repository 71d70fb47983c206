import { setupI18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Locale } from "./locales";
import type { Translation } from "./translation";

/** A catalogue: each key of the text objects (`headerText.login`) and its ICU message. */
export type Catalog = Readonly<Record<string, string>>;

/**
 * Lingui formats the catalogue's ICU messages (plurals by `Intl.PluralRules`, `{0, number}` by
 * `Intl.NumberFormat`) for its language. The messages are compiled here, when the language is
 * loaded, so the compiler travels in the language's chunk and never in English's first load.
 */
export function createTranslation(locale: Locale, catalog: Catalog): Translation {
  const messages: Messages = {};
  for (const [id, message] of Object.entries(catalog)) messages[id] = compileMessage(message);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return {
    locale,
    translate(id, args) {
      if (!Object.hasOwn(messages, id)) return undefined;
      return i18n._(id, Object.fromEntries(args.map((arg, index) => [String(index), arg])));
    },
  };
}
