import { describe, expect, it } from "vitest";
import { CategoryTree } from "../../server/modules/catalog/categories";
import type { CategoryRow } from "../../server/modules/catalog/repository";
import { sanitizeDescription } from "../../server/modules/catalog/sanitize";
import {
  buildSynonymIndex,
  buildTsQuery,
  normaliseSearch,
  searchWords,
} from "../../server/modules/catalog/searchText";

const synonyms = buildSynonymIndex([
  { term: "atta", groupName: "flour" },
  { term: "aata", groupName: "flour" },
  { term: "ata", groupName: "flour" },
  { term: "toor dal", groupName: "toor" },
  { term: "arhar", groupName: "toor" },
]);

describe("search text", () => {
  it("normalises case, spacing, accents and punctuation", () => {
    expect(normaliseSearch("  Basmati   RICE!! ")).toBe("basmati rice");
    expect(normaliseSearch("Lay's   Crème-Brûlée")).toBe("lay s creme brulee");
    expect(normaliseSearch("'; drop table products; --")).toBe("drop table products");
    expect(normaliseSearch("x".repeat(300))).toHaveLength(100);
  });

  it("ANDs the words, ORs synonyms and makes the last word a prefix", () => {
    expect(buildTsQuery(searchWords("aata"), synonyms)).toBe("(aata:* | atta | ata)");
    expect(buildTsQuery(searchWords("aata chakki"), synonyms)).toBe(
      "(aata | atta | ata) & chakki:*",
    );
    expect(buildTsQuery(searchWords("arhar"), synonyms)).toBe("(arhar:* | (toor <-> dal))");
  });

  it("lets a half-typed last word reach the synonyms it starts", () => {
    expect(buildTsQuery(searchWords("aat"), synonyms)).toBe("(aat:* | atta | aata | ata)");
    expect(buildTsQuery(searchWords("at"), synonyms)).toBe("at:*");
  });

  it("returns null when nothing searchable is left", () => {
    expect(buildTsQuery(searchWords(normaliseSearch("!!! ???")), synonyms)).toBeNull();
  });

  it("only ever emits safe tsquery tokens", () => {
    const query = buildTsQuery(searchWords(normaliseSearch("a&b|c:*(d)!e'f\\g")), synonyms) ?? "";
    expect(query).toMatch(/^[a-z0-9 &|:*()<>-]+$/);
    expect(query).toBe("a & b & c & d & e & f & g:*");
  });
});

describe("category descriptions", () => {
  it("keeps formatting and safe links and strips scripts and handlers", () => {
    const html =
      '<h3 onclick="steal()">Fresh</h3><script>alert(1)</script><p style="x">Good <b>food</b></p>' +
      '<a href="javascript:alert(1)">x</a><a href="https://example.com" target="_blank">shop</a>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeDescription(html) ?? "";
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|img|style|target/);
    expect(clean).toContain("<h3>Fresh</h3>");
    expect(clean).toContain("<p>Good <b>food</b></p>");
    expect(clean).toContain('<a href="https://example.com" rel="noopener noreferrer">shop</a>');
  });

  it("turns an empty or script-only description into null", () => {
    expect(sanitizeDescription(null)).toBeNull();
    expect(sanitizeDescription("<script>alert(1)</script>")).toBeNull();
  });
});

describe("category tree", () => {
  const row = (id: number, parentId: number | null, position: number): CategoryRow => ({
    id,
    parentId,
    name: `C${id}`,
    descriptionHtml: null,
    imageUrl: null,
    position,
    isHighlight: false,
    isShowcase: false,
    isNewArrival: false,
    isBestSeller: false,
  });
  const tree = new CategoryTree([
    row(1, null, 2),
    row(2, null, 1),
    row(3, 1, 1),
    row(4, 2, 2),
    row(5, 2, 1),
    row(6, 5, 1),
  ]);

  it("orders by parent then position and finds descendants and siblings", () => {
    expect(tree.topLevel().map((node) => node.id)).toEqual([2, 1]);
    expect(tree.allSubCategories().map((node) => node.id)).toEqual([5, 4, 6, 3]);
    expect(tree.withDescendants(2).sort()).toEqual([2, 4, 5, 6]);
    expect(tree.siblingsOf(4).map((node) => node.id)).toEqual([5, 4]);
    expect(tree.siblingsOf(1).map((node) => node.id)).toEqual([2, 1]);
    expect(tree.siblingsOf(99)).toEqual([]);
  });
});
