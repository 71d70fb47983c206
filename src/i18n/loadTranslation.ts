import { loadOnce } from "@/lib/loadOnce";
import type { Catalog } from "./createTranslation";
import type { Locale } from "./locales";
import type { Translation } from "./translation";

type OtherLocale = Exclude<Locale, "en">;

const catalogs: Readonly<Record<OtherLocale, () => Promise<{ default: Catalog }>>> = {
  ur: () => import("./catalogs/ur.json"),
  hi: () => import("./catalogs/hi.json"),
  bn: () => import("./catalogs/bn.json"),
  ar: () => import("./catalogs/ar.json"),
};

const loadCatalogue = loadOnce((locale: OtherLocale) =>
  Promise.all([import("./createTranslation"), catalogs[locale]()]).then(
    ([{ createTranslation }, catalog]) => createTranslation(locale, catalog.default),
  ),
);

/**
 * A language's translation, loaded on demand (its catalogue and the message compiler are their
 * own chunk) and kept. English is the text objects themselves: null, and nothing to load.
 */
export function loadTranslation(locale: Locale): Promise<Translation | null> {
  return locale === "en" ? Promise.resolve(null) : loadCatalogue(locale);
}
