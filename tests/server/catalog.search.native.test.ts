import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../../server/http/types";
import { listProducts, rows, type ProductSummary } from "./support/catalog";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/** Search in the store's other scripts: Urdu, Hindi, Bengali and Arabic (docs/languages.md). */

beforeAll(async () => {
  await getTestApp();
});

async function search(text: string, extra = "") {
  const { response, body } = await listProducts(`name=${encodeURIComponent(text)}${extra}`);
  expectContract("listProducts", response);
  expect(response.statusCode).toBe(200);
  return body;
}

const ids = (products: readonly ProductSummary[]) => products.map((product) => product.id);

/** Each product's search text (name, brand and tags): what the full text matched. */
async function searchTexts(products: readonly ProductSummary[]): Promise<string[]> {
  const found = await rows<{ searchText: string }>(
    sql`select search_text as "searchText" from products
        where id = any(${`{${ids(products).join(",")}}`}::int[]) order by id`,
  );
  return found.map((row) => row.searchText);
}

/** Every product found holds one of the group's Latin words, as a whole word. */
async function expectAllOfGroup(products: readonly ProductSummary[], words: RegExp) {
  expect(products.length).toBeGreaterThan(0);
  const texts = await searchTexts(products);
  expect(texts).toHaveLength(products.length);
  for (const text of texts) expect(text).toMatch(words);
}

describe("search in native scripts", () => {
  it.each([
    ["آٹا", "Urdu"],
    ["आटा", "Hindi"],
    ["আটা", "Bengali"],
  ])("finds atta for '%s' (%s)", async (text) => {
    const { data } = await search(text, "&size=100");
    await expectAllOfGroup(data, /\b(atta|aata|ata)\b/);
    expect(data.some((product) => /\batta\b/i.test(product.name))).toBe(true);
  });

  it.each([
    ["چاول", "Urdu"],
    ["चावल", "Hindi"],
    ["চাল", "Bengali"],
    ["أرز", "Arabic"],
    ["رز", "Arabic, short form"],
  ])("finds rice for '%s' (%s)", async (text) => {
    const { data } = await search(text, "&size=100");
    await expectAllOfGroup(data, /\b(rice|chawal|chaval)\b/);
    expect(data.some((product) => /\brice\b/i.test(product.name))).toBe(true);
  });

  it.each([
    ["دودھ", "Urdu"],
    ["दूध", "Hindi"],
    ["দুধ", "Bengali"],
    ["حليب", "Arabic"],
  ])("finds milk for '%s' (%s)", async (text) => {
    const { data } = await search(text, "&size=100");
    await expectAllOfGroup(data, /\b(milk|doodh|dudh)\b/);
    expect(data.some((product) => /\bmilk\b/i.test(product.name))).toBe(true);
  });

  it.each([
    ["आटा 10 lb", "atta 10 lb"],
    ["آٹا 10 lb", "atta 10 lb"],
    ["आटा १० lb", "atta 10 lb"],
    ["آٹا ۱۰ lb", "atta 10 lb"],
    ["चावल basmati", "rice basmati"],
    ["basmati চাল", "basmati rice"],
  ])("answers '%s' as its English counterpart '%s'", async (native, english) => {
    const found = await search(native, "&size=100");
    expect(found.data.length).toBeGreaterThan(0);
    expect(found).toEqual(await search(english, "&size=100"));
  });

  it("finds a word however its letters were typed: hamza, madda, nukta, Arabic or Urdu letters", async () => {
    const same = async (a: string, b: string) =>
      expect(ids((await search(a, "&size=100")).data)).toEqual(
        ids((await search(b, "&size=100")).data),
      );
    // Without the madda, as many type it; an Arabic keyboard's heh for do-chashmi heh.
    await same("اٹا", "آٹا");
    await same("دوده", "دودھ");
    // Without the hamza; Arabic kaf for Urdu keheh (سکر), with a vowel sign typed.
    await same("ارز", "أرز");
    await same("سکر", "سكر");
    await same("حَلِيب", "حليب");
    // Nukta or none, precomposed or not; a zero-width joiner inside the word.
    await same("जीरा", "ज़ीरा");
    await same("\u095b\u0940\u0930\u093e", "ज़ीरा");
    await same("आ\u200cटा", "आटा");
  });

  it("finds every group's native forms", async () => {
    const { synonymForms } = await import("../../server/seed/data/synonyms");
    for (const [group, forms] of Object.entries(synonymForms)) {
      const latin = (await search(forms.latin[0] ?? "", "&size=100")).meta.totalPages;
      for (const term of [...forms.ur, ...forms.hi, ...forms.bn, ...(forms.ar ?? [])]) {
        const { meta } = await search(term, "&size=100");
        // The English word as typed may also be a prefix of others ("milk" of milkshake).
        expect({ group, term, found: meta.totalPages > 0 }).toEqual({
          group,
          term,
          found: latin > 0,
        });
      }
    }
  });

  it("finds nothing, without failing, for a native word no group holds", async () => {
    const noCounts = ["VEGETARIAN", "HALAL", "VEGAN", "JAIN", "GLUTEN_FREE"].map((filter) => ({
      filter,
      count: 0,
    }));
    const empty = { data: [], meta: { currentPage: 1, totalPages: 0 }, filterCounts: noCounts };
    // Tomato in Urdu, Hindi, Bengali and Arabic; a vowel sign alone; Devanagari punctuation.
    for (const text of ["ٹماٹر", "टमाटर", "টমেটো", "طماطم", "\u093e", "।॥", "؟،"]) {
      expect(await search(text)).toEqual(empty);
    }
    expect(await search("ٹماٹر", "&sortBy=PRICE_LOW&ethnicity=1")).toEqual(empty);
  });

  it("suggests tags for native text without failing", async () => {
    for (const text of ["आटा", "دودھ", "টমেটো"]) {
      const response = await callApi(
        "GET",
        `/catalog/ui/tags/search?name=${encodeURIComponent(text)}`,
      );
      expectContract("searchTags", response);
      const tags = (response.json() as { data: Schemas["Tag"][] }).data;
      expect(tags.length).toBeLessThanOrEqual(10);
    }
  });
});
