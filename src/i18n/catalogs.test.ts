import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { catalogProblems } from "./catalogCheck";
import { textEntries } from "./defineText";
import { loadTranslation } from "./loadTranslation";
import { LOCALES, type Locale } from "./locales";
import { loadTextModules } from "./textModules";
import { activateTranslation } from "./translation";
import type { Catalog } from "./createTranslation";

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== "en");

async function catalogOf(locale: Locale): Promise<Catalog> {
  return ((await import(`./catalogs/${locale}.json`)) as { default: Catalog }).default;
}

beforeAll(loadTextModules);
afterEach(() => activateTranslation(null));

describe("the message catalogues", () => {
  it("cover the words of every text module", () => {
    expect(textEntries().size).toBeGreaterThan(900);
    expect(textEntries().has("headerText.itemCount")).toBe(true);
  });

  it.each(OTHER_LOCALES)(
    "%s has every key, parses, and reads only the arguments passed",
    async (locale) => {
      expect(catalogProblems(textEntries(), await catalogOf(locale))).toEqual([]);
    },
  );

  it("names a key deliberately removed from a catalogue, and one it does not know", async () => {
    const { "headerText.login": _removed, ...withoutLogin } = await catalogOf("ur");
    expect(catalogProblems(textEntries(), withoutLogin)).toEqual(["missing: headerText.login"]);
    expect(
      catalogProblems(textEntries(), { ...(await catalogOf("ur")), "headerText.gone": "x" }),
    ).toEqual(["unknown key: headerText.gone"]);
  });

  it("names a message that reads an argument its entry does not pass, or does not parse", async () => {
    const catalog = await catalogOf("hi");
    expect(
      catalogProblems(textEntries(), {
        ...catalog,
        "headerText.login": "{0}",
        "headerText.myCart": "{0, plural,",
      }),
    ).toEqual([
      "reads {0}, which headerText.login does not pass (it takes 0)",
      expect.stringMatching(/^does not parse: headerText.myCart/),
    ]);
  });
});

describe("a translated text object", () => {
  it("reads the active language at render time, and English again without one", async () => {
    const { headerText } = await import("@/components/Header/Header.text");
    activateTranslation(await loadTranslation("ur"));
    expect(headerText.login).not.toBe("Login");
    expect(headerText.itemCount(1)).not.toBe(headerText.itemCount(3));
    activateTranslation(null);
    expect(headerText.login).toBe("Login");
    expect(headerText.itemCount(3)).toBe("3 Items");
  });

  it("uses each language's plural rules: Arabic's two and few differ from its other", async () => {
    const { headerText } = await import("@/components/Header/Header.text");
    activateTranslation(await loadTranslation("ar"));
    const forms = new Set([1, 2, 3, 11, 100].map((count) => headerText.itemCount(count)));
    expect(forms.size).toBe(5);
  });
});
