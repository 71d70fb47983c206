import { describe, expect, it } from "vitest";
import { kindWords, parseSize, rankReplacements, sizeDistance } from "./replacements";

describe("parseSize", () => {
  it("reads mass, volume and count labels in one base unit each", () => {
    expect(parseSize("500 g")).toEqual({ dimension: "mass", amount: 500 });
    expect(parseSize("1 kg")).toEqual({ dimension: "mass", amount: 1000 });
    expect(parseSize("2 lb")?.amount).toBeCloseTo(907.18, 1);
    expect(parseSize("1.5 L")).toEqual({ dimension: "volume", amount: 1500 });
    expect(parseSize("Half Gallon")?.amount).toBeCloseTo(1892.71, 1);
    expect(parseSize("12 pcs")).toEqual({ dimension: "count", amount: 12 });
    expect(parseSize("Pack of 50")).toEqual({ dimension: "count", amount: 50 });
  });

  it("multiplies packs", () => {
    expect(parseSize("2 x 125 g")).toEqual({ dimension: "mass", amount: 250 });
    expect(parseSize("3 x Pack of 12")).toEqual({ dimension: "count", amount: 36 });
  });

  it("says nothing of a label it does not know", () => {
    expect(parseSize("family size")).toBeNull();
    expect(parseSize("0 g")).toBeNull();
    expect(parseSize("")).toBeNull();
  });
});

describe("sizeDistance", () => {
  it("compares ratios, so halving is as far at any size, and units convert", () => {
    const half = sizeDistance(parseSize("250 g"), parseSize("500 g"));
    expect(half).toBe(sizeDistance(parseSize("1 kg"), parseSize("2 kg")));
    expect(sizeDistance(parseSize("1 kg"), parseSize("1000 g"))).toBe(0);
  });

  it("does not compare a mass with a volume, or an unknown size", () => {
    expect(sizeDistance(parseSize("1 kg"), parseSize("1 L"))).toBeNull();
    expect(sizeDistance(parseSize("1 kg"), null)).toBeNull();
  });
});

describe("kindWords", () => {
  it("keeps what the product is, without its brand, size or pack", () => {
    expect(kindWords("Happilo California Almonds Badam 1 kg", "Happilo")).toEqual(
      new Set(["california", "almonds", "badam"]),
    );
    expect(kindWords("Tata Tea Premium 500 g (Pack of 2)", "Tata")).toEqual(
      new Set(["tea", "premium"]),
    );
  });

  it("keeps a native-script word whole, vowel signs and all", () => {
    expect(kindWords("अमूल दूध 1 l", "अमूल")).toEqual(new Set(["दूध"]));
    expect(kindWords("চাল ও ডাল", null)).toEqual(new Set(["চাল", "ডাল"]));
  });
});

describe("rankReplacements", () => {
  const original = {
    id: 1,
    name: "Rice",
    brand: null,
    weight: "1 kg",
    priceCents: 500,
    popularity: 0,
  };
  const product = (
    id: number,
    weight: string,
    priceCents: number,
    popularity = 0,
    name = "Rice",
  ) => ({
    id,
    name,
    brand: null,
    weight,
    priceCents,
    popularity,
  });

  it("puts the same kind of item first: almonds before dates of a closer size", () => {
    const almonds = { ...original, name: "Happilo California Almonds 1 kg", brand: "Happilo" };
    const ranked = rankReplacements(almonds, [
      product(2, "2 lb", 1700, 0, "Sadaf Medjool Dates 2 lb"),
      product(3, "500 g", 1200, 0, "Nutraj California Almonds 500 g"),
      product(4, "200 g", 600, 0, "Fresh Harvest Almonds 200 g"),
    ]);
    expect(ranked.map((candidate) => candidate.id)).toEqual([3, 4, 2]);
  });

  it("puts the closest size first, then the closest price, then the most popular", () => {
    const ranked = rankReplacements(original, [
      product(2, "5 kg", 500),
      product(3, "1 kg", 900),
      product(4, "1000 g", 450),
      product(5, "900 g", 500),
      product(6, "1 kg", 450, 10),
    ]);
    expect(ranked.map((candidate) => candidate.id)).toEqual([6, 4, 3, 5, 2]);
  });

  it("ranks sizes that do not compare after every size that does", () => {
    const ranked = rankReplacements(original, [product(2, "1 L", 500), product(3, "10 kg", 2000)]);
    expect(ranked.map((candidate) => candidate.id)).toEqual([3, 2]);
  });
});
