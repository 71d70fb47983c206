import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { generateCatalogue, type Catalogue } from "./catalogue";

const now = new Date("2026-03-15T10:30:00Z");
const catalogue = generateCatalogue({ now });
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function countBy<T>(
  items: readonly T[],
  key: (item: T) => string | number,
): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function namesContaining(data: Catalogue, word: string): number {
  return data.products.filter((product) => product.name.toLowerCase().includes(word)).length;
}

describe("generateCatalogue determinism", () => {
  it("produces identical rows, ids and uuids for the same seed", () => {
    expect(generateCatalogue({ now })).toEqual(catalogue);
  });

  it("changes the drawn data with another seed but keeps the reference ids", () => {
    const other = generateCatalogue({ now, seed: 7 });
    expect(other.tags.map((tag) => tag.uuid)).not.toEqual(catalogue.tags.map((tag) => tag.uuid));
    expect(other.products.map((product) => product.name)).not.toEqual(
      catalogue.products.map((product) => product.name),
    );
    expect(other.categories).toEqual(catalogue.categories);
  });

  it("makes a smaller catalogue a prefix of a larger one", () => {
    const small = generateCatalogue({ now, products: 300 });
    expect(small.products).toEqual(catalogue.products.slice(0, 300));
    expect(small.productImages).toEqual(
      catalogue.productImages.filter((image) => image.productId <= 300),
    );
  });

  it("rejects a non-positive product count", () => {
    expect(() => generateCatalogue({ products: 0 })).toThrow(RangeError);
  });
});

describe("support reference data", () => {
  it("has at least 8 ethnicities with 'Asia (Pakistan)' as the only default, first", () => {
    expect(catalogue.ethnicities.length).toBeGreaterThanOrEqual(8);
    const defaults = catalogue.ethnicities.filter((ethnicity) => ethnicity.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({ name: "Pakistan", label: "Asia (Pakistan)", position: 1 });
    for (const ethnicity of catalogue.ethnicities) {
      expect(ethnicity.imageUrl).toBe(`/media/ethnicities/${ethnicity.id}.svg`);
    }
  });

  it("lists the US first among phone codes, each with a flag", () => {
    const [first] = catalogue.countryPhoneCodes;
    expect(first).toMatchObject({
      code: "US",
      phoneCode: "+1",
      name: "United States",
      position: 1,
    });
    for (const code of ["CA", "GB", "PK", "IN", "BD", "LK", "NP", "AE", "SA", "AU"]) {
      expect(catalogue.countryPhoneCodes.some((row) => row.code === code)).toBe(true);
    }
    for (const row of catalogue.countryPhoneCodes) {
      expect(row.phoneCode).toMatch(/^\+[0-9]{1,4}$/);
      expect(row.flagUrl).toBe(`/media/flags/${row.code}.svg`);
    }
  });

  it("has a value for every SupportConfigKey of the contract", () => {
    const contract = parse(readFileSync("openapi/storefront.v1.yaml", "utf8")) as {
      components: { schemas: { SupportConfigKey: { enum: string[] } } };
    };
    const keys = catalogue.supportConfigs.map((config) => config.key);
    expect([...keys].sort()).toEqual([...contract.components.schemas.SupportConfigKey.enum].sort());
    const deliverable = catalogue.supportConfigs.find(
      (config) => config.key === "DELIVERABLE_LOCATIONS_PAGE_URL",
    );
    expect(deliverable?.value).toBe("/media/pages/deliverable-areas.html");
  });

  it("delivers around New York City and Chicago in six daily windows", () => {
    expect(catalogue.deliveryZones.map((zone) => zone.name)).toEqual(
      expect.arrayContaining(["New York City", "Chicago"]),
    );
    expect(catalogue.deliveryZones[0]).toMatchObject({
      centerLat: 40.6971415,
      centerLng: -73.979506,
    });
    expect(catalogue.deliveryTimeSlots).toHaveLength(6);
    for (const slot of catalogue.deliveryTimeSlots) {
      expect(slot.endMinute).toBeGreaterThan(slot.startMinute);
      expect(slot.capacity).toBe(25);
    }
    expect(catalogue.deliverySettings).toEqual([
      { id: 1, daysAhead: 5, leadMinutes: 60, timeZone: "America/New_York" },
    ]);
  });

  it("has coupons active now, one expired and one not started yet", () => {
    const at = now.getTime();
    const active = catalogue.coupons.filter(
      (c) => c.startsAt.getTime() <= at && c.endsAt.getTime() > at,
    );
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(catalogue.coupons.some((c) => c.endsAt.getTime() < at)).toBe(true);
    expect(catalogue.coupons.some((c) => c.startsAt.getTime() > at)).toBe(true);
    expect(catalogue.coupons.find((c) => c.code === "WELCOME5")).toMatchObject({
      kind: "FIXED",
      value: 500,
      minSubtotalCents: 2500,
    });
  });

  it("groups single lower-case synonym terms, each term once", () => {
    const terms = catalogue.searchSynonyms.map((row) => row.term);
    expect(new Set(terms).size).toBe(terms.length);
    for (const term of terms) {
      // One word of letters and marks (Devanagari and Bengali vowel signs are marks), in lower
      // case and NFC: Latin transliterations and native scripts alike.
      expect(term).toMatch(/^[\p{L}\p{M}]+$/u);
      expect(term).toBe(term.toLowerCase());
      expect(term).toBe(term.normalize("NFC"));
    }
    const group = (term: string) =>
      catalogue.searchSynonyms.find((row) => row.term === term)?.groupName;
    expect(group("aata")).toBe(group("atta"));
    expect(group("ata")).toBe(group("atta"));
    expect(new Set(["arhar", "tuvar", "tur", "toovar"].map(group))).toEqual(
      new Set([group("toor")]),
    );
    expect(group("curd")).toBe(group("dahi"));
    expect(group("chawal")).toBe(group("rice"));
    expect(group("doodh")).toBe(group("milk"));
    expect(group("chole")).toBe(group("chickpea"));
  });
});

describe("catalogue structure", () => {
  const tops = catalogue.categories.filter((category) => category.parentId === null);
  const subs = catalogue.categories.filter((category) => category.parentId !== null);
  const subIds = new Set(subs.map((sub) => sub.id));

  it("has 12+ top categories and 60+ leaf sub-categories", () => {
    expect(tops.length).toBeGreaterThanOrEqual(12);
    expect(subs.length).toBeGreaterThanOrEqual(60);
    const topIds = new Set(tops.map((top) => top.id));
    for (const sub of subs) expect(topIds.has(sub.parentId ?? -1)).toBe(true);
  });

  it("flags sub-categories for the home and search pages", () => {
    const flagged = (flag: "isHighlight" | "isShowcase" | "isNewArrival" | "isBestSeller") =>
      subs.filter((sub) => sub[flag]).length;
    expect(flagged("isHighlight")).toBeGreaterThanOrEqual(20);
    expect(flagged("isShowcase")).toBeGreaterThanOrEqual(6);
    expect(flagged("isShowcase")).toBeLessThanOrEqual(8);
    expect(flagged("isNewArrival")).toBeGreaterThanOrEqual(4);
    expect(flagged("isNewArrival")).toBeLessThanOrEqual(6);
    expect(flagged("isBestSeller")).toBeGreaterThanOrEqual(4);
    expect(flagged("isBestSeller")).toBeLessThanOrEqual(6);
  });

  it("describes sub-categories with p, ul, li and strong only, and escapes text", () => {
    for (const sub of subs) {
      const tags = [...(sub.descriptionHtml ?? "").matchAll(/<\/?([a-z]+)[^>]*>/g)].map(
        (match) => match[1],
      );
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(["p", "ul", "li", "strong"]).toContain(tag);
      expect(sub.descriptionHtml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
      expect(sub.imageUrl).toBe(`/media/categories/${sub.id}.svg`);
    }
  });

  it("has 40+ brands, some featured, and 30+ tags with uuids and images", () => {
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(40);
    expect(catalogue.brands.filter((brand) => brand.isFeatured).length).toBeGreaterThanOrEqual(8);
    expect(catalogue.tags.length).toBeGreaterThanOrEqual(30);
    for (const tag of catalogue.tags) {
      expect(tag.uuid).toMatch(uuidV4);
      expect(tag.imageUrl).toMatch(/^\/media\/tags\/[a-z0-9-]+\.svg$/);
    }
  });

  it("points banners and popular searches at existing entities", () => {
    const productIds = new Set(catalogue.products.map((product) => product.id));
    const brandIds = new Set(
      catalogue.brands.filter((brand) => brand.isFeatured).map((brand) => brand.id),
    );
    expect(catalogue.promotionBanners.length).toBeGreaterThanOrEqual(6);
    for (const banner of catalogue.promotionBanners) {
      const ids = banner.bannerType === "PRODUCT" ? productIds : subIds;
      expect(ids.has(banner.entityId)).toBe(true);
      expect(banner.imageUrl).toBe(`/media/banners/${banner.id}.svg`);
    }
    const kinds = new Set(catalogue.promotionBanners.map((banner) => banner.bannerType));
    expect(kinds).toEqual(new Set(["PRODUCT", "CATEGORY"]));
    expect(
      catalogue.promotionBanners.filter((banner) => banner.ethnicityId !== null).length,
    ).toBeGreaterThanOrEqual(2);

    const byKind = (kind: string) => catalogue.popularSearches.filter((row) => row.kind === kind);
    expect(byKind("PRODUCT")).toHaveLength(10);
    expect(byKind("BRAND")).toHaveLength(8);
    expect(byKind("SUBCATEGORY")).toHaveLength(8);
    for (const row of byKind("PRODUCT")) expect(productIds.has(row.entityId)).toBe(true);
    for (const row of byKind("BRAND")) expect(brandIds.has(row.entityId)).toBe(true);
    for (const row of byKind("SUBCATEGORY")) expect(subIds.has(row.entityId)).toBe(true);
  });
});

describe("products", () => {
  const { products } = catalogue;

  it("has 1,600 products with distinct names", () => {
    expect(products).toHaveLength(1600);
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
    expect(products.map((product) => product.id)).toEqual(products.map((_, index) => index + 1));
  });

  it("is mostly in stock, with some coming soon and some out of stock", () => {
    const status = countBy(products, (product) => product.stockStatus);
    expect(status.get("IN_STOCK") ?? 0).toBeGreaterThan(products.length * 0.8);
    expect(status.get("COMING_SOON") ?? 0).toBeGreaterThan(products.length * 0.02);
    expect(status.get("OUT_OF_STOCK") ?? 0).toBeGreaterThan(products.length * 0.02);
    expect([...status.keys()].sort()).toEqual(["COMING_SOON", "IN_STOCK", "OUT_OF_STOCK"]);
  });

  it("prices in cents between $0.99 and $49.99, discounting some by 5-40%", () => {
    let discounted = 0;
    for (const product of products) {
      expect(product.priceCents).toBeGreaterThanOrEqual(99);
      expect(product.originalPriceCents).toBeLessThanOrEqual(4999);
      expect(product.priceCents).toBeLessThanOrEqual(product.originalPriceCents);
      if (product.priceCents < product.originalPriceCents) {
        discounted += 1;
        const percent = 100 - (product.priceCents / product.originalPriceCents) * 100;
        expect(percent).toBeGreaterThanOrEqual(2);
        expect(percent).toBeLessThanOrEqual(45);
      }
    }
    expect(discounted / products.length).toBeGreaterThan(0.3);
    expect(discounted / products.length).toBeLessThan(0.5);
  });

  it("rates 0 or 3.0-5.0 and badges about one product in six with an AA-contrast colour", () => {
    for (const product of products) {
      const rating = product.rating ?? 0;
      expect(rating === 0 || (rating >= 3 && rating <= 5)).toBe(true);
      expect(Math.round(rating * 10) / 10).toBe(rating);
    }
    const badged = products.filter((product) => product.badgeName);
    expect(badged.length / products.length).toBeGreaterThan(0.1);
    expect(badged.length / products.length).toBeLessThan(0.22);
    const colours = new Set(badged.map((product) => product.badgeColor));
    expect(
      [...colours].every((colour) =>
        ["#15803d", "#b91c1c", "#1d4ed8", "#7e22ce", "#c2410c"].includes(colour ?? ""),
      ),
    ).toBe(true);
  });

  it("has many products for the storefront's search words", () => {
    expect(namesContaining(catalogue, "atta")).toBeGreaterThanOrEqual(40);
    expect(namesContaining(catalogue, "rice")).toBeGreaterThanOrEqual(60);
    expect(namesContaining(catalogue, "basmati")).toBeGreaterThanOrEqual(20);
    for (const word of [
      "toor",
      "dahi",
      "curd",
      "paneer",
      "milk",
      "bread",
      "sugar",
      "butter",
      "chocolate",
      "chips",
      "egg",
    ]) {
      expect(namesContaining(catalogue, word), word).toBeGreaterThanOrEqual(5);
    }
  });

  it("builds search_text from name, brand and tags in lower case", () => {
    const brandNames = new Map(catalogue.brands.map((brand) => [brand.id, brand.name]));
    for (const product of products.slice(0, 200)) {
      expect(product.searchText).toBe(product.searchText.toLowerCase());
      expect(product.searchText.startsWith(product.name.toLowerCase())).toBe(true);
      expect(product.searchText).toContain(
        (brandNames.get(product.brandId ?? -1) ?? "?").toLowerCase(),
      );
    }
  });

  it("gives every product a sub-category and 1-4 ethnicities, and every ethnicity hundreds", () => {
    const subIds = new Set(
      catalogue.categories.filter((c) => c.parentId !== null).map((c) => c.id),
    );
    const categoriesPerProduct = countBy(catalogue.productCategories, (row) => row.productId);
    for (const product of products)
      expect(categoriesPerProduct.get(product.id) ?? 0).toBeGreaterThanOrEqual(1);
    for (const row of catalogue.productCategories) expect(subIds.has(row.categoryId)).toBe(true);
    for (const id of subIds) {
      expect(catalogue.productCategories.some((row) => row.categoryId === id)).toBe(true);
    }

    const ethnicitiesPerProduct = countBy(catalogue.productEthnicities, (row) => row.productId);
    for (const product of products) {
      const count = ethnicitiesPerProduct.get(product.id) ?? 0;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(4);
    }
    const perEthnicity = countBy(catalogue.productEthnicities, (row) => row.ethnicityId);
    for (const ethnicity of catalogue.ethnicities) {
      expect(perEthnicity.get(ethnicity.id ?? -1) ?? 0).toBeGreaterThanOrEqual(100);
    }
    const pakistan = perEthnicity.get(1) ?? 0;
    expect(Math.max(...perEthnicity.values())).toBe(pakistan);
  });

  it("gives 1-4 v4-uuid images to most products and none to about 2%", () => {
    const imagesPerProduct = countBy(catalogue.productImages, (image) => image.productId);
    const without = products.filter((product) => !imagesPerProduct.has(product.id)).length;
    expect(without).toBeGreaterThan(0);
    expect(without / products.length).toBeLessThan(0.05);
    for (const count of imagesPerProduct.values()) expect(count).toBeLessThanOrEqual(4);
    const uuids = catalogue.productImages.map((image) => image.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    for (const image of catalogue.productImages) {
      expect(image.uuid).toMatch(uuidV4);
      expect(image.url).toBe(`/media/products/${image.productId}/${image.position}.svg`);
    }
  });

  it("fills info tables with the special keys, tappable links and a few gaps", () => {
    const rows = catalogue.productInfoRows;
    const keys = new Set(rows.map((row) => row.key));
    for (const key of [
      "Brand",
      "Country of Origin",
      "Shelf Life",
      "Storage",
      "Ingredients",
      "Description",
      "Nutrition",
      "Return Policy",
      "Disclaimer",
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
    const tappable = rows.filter((row) => row.isTappable);
    expect(tappable.length).toBeGreaterThan(100);
    for (const row of tappable)
      expect(row.link).toMatch(/^https:\/\/example\.com\/brands\/[a-z0-9-]+$/);
    for (const row of rows.filter((r) => !r.isTappable)) expect(row.link).toBeNull();

    const keysOf = new Map<number, Set<string>>();
    for (const row of rows) {
      const set = keysOf.get(row.productId) ?? new Set<string>();
      set.add(row.key);
      keysOf.set(row.productId, set);
    }
    const lacking = (key: string) =>
      products.filter((product) => !keysOf.get(product.id)?.has(key)).length;
    expect(lacking("Description")).toBe(0);
    expect(lacking("Disclaimer")).toBe(0);
    expect(lacking("Nutrition")).toBeGreaterThan(0);
    expect(lacking("Return Policy")).toBeGreaterThan(0);
    expect(lacking("Return Policy")).toBeLessThan(products.length * 0.1);
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual(ids.map((_, index) => index + 1));
  });

  it("tags products with known tags only", () => {
    const tagUuids = new Set(catalogue.tags.map((tag) => tag.uuid));
    for (const row of catalogue.productTags) expect(tagUuids.has(row.tagUuid)).toBe(true);
    const pairs = catalogue.productTags.map((row) => `${row.productId}:${row.tagUuid}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
