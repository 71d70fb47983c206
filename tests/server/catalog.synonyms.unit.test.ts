import { describe, expect, it } from "vitest";
import {
  buildSynonymIndex,
  buildTsQuery,
  isQueryToken,
  normaliseSearch,
  searchWords,
} from "../../server/modules/catalog/searchText";
import { synonymForms, synonymGroups } from "../../server/seed/data/synonyms";

/** The native-script synonyms (server/seed/data/synonyms.ts) and how the search reads them. */

/** Perso-Arabic script (Urdu and Arabic): Arabic, Arabic Supplement and presentation forms. */
const ARABIC_SCRIPT = /^[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]+$/u;
const DEVANAGARI = /^[\u0900-\u097f]+$/u;
const BENGALI = /^[\u0980-\u09ff]+$/u;
const LATIN = /^[a-z]+$/;
/** Letters Urdu writes and Arabic does not (ٹ ڈ ڑ ں ھ ہ ی ے ک گ چ پ ژ): a form in Urdu spelling. */
const URDU_ONLY =
  /[\u0679\u0688\u0691\u06ba\u06be\u06c1\u06cc\u06d2\u06a9\u06af\u0686\u067e\u0698]/u;

const rows = Object.entries(synonymGroups).flatMap(([groupName, terms]) =>
  terms.map((term) => ({ term, groupName })),
);
const index = buildSynonymIndex(rows);

describe("native-script synonyms", () => {
  it("gives every group at least one Urdu, one Hindi and one Bengali form", () => {
    for (const [group, terms] of Object.entries(synonymGroups)) {
      const scripts = {
        group,
        arabicScript: terms.some((term) => ARABIC_SCRIPT.test(term)),
        devanagari: terms.some((term) => DEVANAGARI.test(term)),
        bengali: terms.some((term) => BENGALI.test(term)),
      };
      expect(scripts).toEqual({ group, arabicScript: true, devanagari: true, bengali: true });
    }
  });

  it("writes each language in its own script", () => {
    for (const [group, forms] of Object.entries(synonymForms)) {
      expect({ group, latin: forms.latin.length > 0, ur: forms.ur.length > 0 }).toEqual({
        group,
        latin: true,
        ur: true,
      });
      expect(forms.hi.length).toBeGreaterThan(0);
      expect(forms.bn.length).toBeGreaterThan(0);
      for (const term of forms.latin) expect(term).toMatch(LATIN);
      for (const term of forms.ur) {
        expect(term).toMatch(ARABIC_SCRIPT);
        // Urdu spelling (ٹ, ڈ, ھ, ہ, ی, ک…), not Arabic, wherever the word has such a letter.
        expect(term).not.toMatch(/[\u0643\u064a\u0629]/u);
      }
      for (const term of forms.hi) expect(term).toMatch(DEVANAGARI);
      for (const term of forms.bn) expect(term).toMatch(BENGALI);
      for (const term of forms.ar ?? []) expect(term).toMatch(ARABIC_SCRIPT);
    }
    expect(
      Object.values(synonymForms).some((forms) => forms.ur.some((t) => URDU_ONLY.test(t))),
    ).toBe(true);
  });

  it("holds no term twice, as written or as the search reads it", () => {
    const all = rows.map((row) => row.term);
    expect(all.length - new Set(all).size).toBe(0);
    const groupOf = new Map<string, string>();
    for (const { term, groupName } of rows) {
      const read = normaliseSearch(term);
      const other = groupOf.get(read);
      expect({ term, read, other: other ?? groupName }).toEqual({ term, read, other: groupName });
      groupOf.set(read, groupName);
    }
  });

  it("keeps every term one word, in NFC, that expands to its whole group", () => {
    for (const [group, terms] of Object.entries(synonymGroups)) {
      for (const term of terms) {
        expect(term).toBe(term.normalize("NFC"));
        const words = searchWords(normaliseSearch(term));
        expect({ group, term, words: words.length }).toEqual({ group, term, words: 1 });
        const query = buildTsQuery(words, index) ?? "";
        for (const latin of synonymForms[group]?.latin ?? []) expect(query).toContain(latin);
      }
    }
  });
});

describe("search text in native scripts", () => {
  it("keeps Devanagari and Bengali vowel signs, virama and anusvara", () => {
    expect(normaliseSearch("दूध")).toBe("दूध");
    expect(normaliseSearch("हल्दी")).toBe("हल्दी");
    expect(normaliseSearch("मूंग")).toBe("मूंग");
    expect(normaliseSearch("চাল")).toBe("চাল");
    expect(normaliseSearch("লঙ্কা")).toBe("লঙ্কা");
  });

  it("splits on native punctuation and reads native digits as 0-9", () => {
    expect(normaliseSearch("आटा, १० lb।")).toBe("आटा 10 lb");
    expect(normaliseSearch("آٹا، ۱۰ کلو؟")).toBe("اٹا 10 کلو");
    expect(normaliseSearch("حليب ٢")).toBe("حلیب 2");
    expect(normaliseSearch("চাল ৫ kg")).toBe("চাল 5 kg");
  });

  it("folds what shoppers type differently to one spelling, in NFC", () => {
    const same = (a: string, b: string) => expect(normaliseSearch(a)).toBe(normaliseSearch(b));
    same("آٹا", "اٹا");
    same("أرز", "ارز");
    same("إرز", "ارز");
    same("سكر", "سکر");
    same("حليب", "حلیب");
    same("دودھ", "دوده");
    same("دہی", "ده\u06cc");
    same("زبدة", "زبده");
    same("انڈے", "انڈی");
    same("حَلِيب", "حليب");
    same("حلـــيب", "حليب");
    same("ज़ीरा", "जीरा");
    same("\u095b\u0940\u0930\u093e", "\u091c\u093c\u0940\u0930\u093e");
    same("গুড়", "গুড");
    same("আ\u200cটা", "আটা");
    same("\u200f\u062d\u0644\u064a\u0628\u200f", "حليب");
    for (const text of ["আটা", "পেঁয়াজ", "ধনিয়া", "ছোলা"]) {
      expect(normaliseSearch(text)).toBe(normaliseSearch(text).normalize("NFC"));
    }
  });

  it("still drops Latin accents and case", () => {
    expect(normaliseSearch("Crème BRÛLÉE")).toBe("creme brulee");
    expect(normaliseSearch("İstanbul")).toBe("istanbul");
  });

  it("only ever emits safe tsquery tokens, in any script", () => {
    const query =
      buildTsQuery(searchWords(normaliseSearch("आटा&दूध|چاول:*(حليب)!'\\ ভাত<->")), index) ?? "";
    expect(query).not.toMatch(/['\\]/);
    for (const token of query.split(/[\s&|()!<>-]+|:\*/).filter(Boolean)) {
      expect(isQueryToken(token)).toBe(true);
    }
    expect(query).toContain("(आटा | atta | aata | ata");
    expect(isQueryToken("दूध")).toBe(true);
    expect(isQueryToken("چاول")).toBe(true);
    expect(isQueryToken("a:b")).toBe(false);
    expect(isQueryToken("1.5")).toBe(false);
    expect(isQueryToken("x'y")).toBe(false);
  });

  it("expands a native word to the English words products carry", () => {
    expect(buildTsQuery(searchWords(normaliseSearch("آٹا")), index)).toBe(
      "(اٹا:* | atta | aata | ata | आटा | আটা)",
    );
    expect(buildTsQuery(searchWords(normaliseSearch("चावल basmati")), index)).toMatch(
      /^\(चावल \| rice \| chawal \| chaval \| .*\) & basmati:\*$/,
    );
  });
});
