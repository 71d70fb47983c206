import { describe, expect, it } from "vitest";
import { netQuantityOf, parseSize } from "../../shared/pricing/size";
import { generateCatalogue } from "./catalogue";
import { topCategories } from "./data/categories";
import {
  containsDairy,
  containsGluten,
  containsNuts,
  dropContradictedTags,
  isGlutenFree,
  isHalal,
  isJain,
  isNonVegetarian,
  isVegan,
  marksOf,
  type MarkSubject,
} from "./marks";

/** A product line of the seed, found by its item's name. */
function line(item: string): MarkSubject {
  for (const top of topCategories) {
    for (const sub of top.subCategories) {
      const found = sub.lines.find((candidate) => candidate.item === item);
      if (found) {
        return {
          aisle: top.name,
          subCategory: sub.name,
          kind: sub.kind ?? top.kind,
          item: found.item,
          ingredients: found.ingredients,
          lineTags: found.tags,
        };
      }
    }
  }
  throw new Error(`No line ${item} in the seed`);
}

describe("the mark rules", () => {
  it("meat, fish and eggs are non-vegetarian; spice mixes named after a dish are not", () => {
    for (const item of [
      "Lamb Chops",
      "Rohu Fish Steaks",
      "Large Brown Eggs",
      "Chicken Samosa",
      "Chicken Tikka Masala with Basmati Rice",
    ]) {
      expect(isNonVegetarian(line(item)), item).toBe(true);
      expect(marksOf(line(item))).not.toContain("VEGETARIAN");
    }
    for (const item of ["Chicken Tikka Masala", "Nihari Masala", "Haleem Mix", "Toor Dal"]) {
      expect(isNonVegetarian(line(item)), item).toBe(false);
      expect(marksOf(line(item))).toContain("VEGETARIAN");
    }
  });

  it("halal is the halal aisle's meat, the lines sold as halal and eggs, never vegetables", () => {
    expect(isHalal(line("Beef Keema Mince"))).toBe(true);
    expect(isHalal(line("Chicken Seekh Kabab"))).toBe(true);
    expect(isHalal(line("Chicken Tikka Masala with Basmati Rice"))).toBe(false);
    expect(isHalal(line("Large White Eggs"))).toBe(true);
    expect(isHalal(line("Okra Bhindi"))).toBe(false);
  });

  it("paneer, milk, ghee and yoghurt contain dairy and are vegetarian, never vegan", () => {
    for (const item of [
      "Malai Paneer Block",
      "Whole Milk",
      "Pure Desi Ghee",
      "Greek Yogurt Plain",
    ]) {
      expect(containsDairy(line(item)), item).toBe(true);
      expect(isVegan(line(item)), item).toBe(false);
      expect(marksOf(line(item))).toEqual(expect.arrayContaining(["VEGETARIAN", "CONTAINS_DAIRY"]));
    }
    // Peanut butter, vegetable ghee and ice cream soda only sound like dairy.
    for (const item of ["Creamy Peanut Butter", "Banaspati Vegetable Ghee", "Ice Cream Soda"]) {
      expect(containsDairy(line(item)), item).toBe(false);
    }
  });

  it("atta, wheat, maida, semolina and bread contain gluten and are never gluten free", () => {
    for (const item of [
      "Whole Wheat Atta",
      "Maida All Purpose Flour",
      "Sooji Semolina",
      "White Sandwich Bread",
      "Dark Soy Sauce",
    ]) {
      expect(containsGluten(line(item)), item).toBe(true);
      expect(isGlutenFree(line(item)), item).toBe(false);
    }
    // Corn and millet "atta", rice and besan hold none.
    for (const item of [
      "Makki Atta Corn Flour",
      "Bajra Millet Atta",
      "Rice Vermicelli",
      "Besan Gram Flour",
    ]) {
      expect(containsGluten(line(item)), item).toBe(false);
      expect(isGlutenFree(line(item)), item).toBe(true);
    }
  });

  it("almonds, cashews, pistachios and other nuts are marked", () => {
    for (const item of [
      "California Almonds Badam",
      "Whole Cashews Kaju",
      "Roasted Salted Pistachios",
      "Pistachio Kulfi",
      "Masala Peanuts",
    ]) {
      expect(containsNuts(line(item)), item).toBe(true);
    }
    expect(containsNuts(line("Frozen Grated Coconut"))).toBe(false);
  });

  it("jain is vegetarian without onion, garlic or roots", () => {
    for (const item of [
      "Garlic Pickle",
      "Ginger Garlic Paste",
      "Russet Potato Aloo",
      "Red Onion Pyaz",
      "Aloo Bhujia",
      "Biryani Masala",
      "Large Brown Eggs",
      "Pure Honey",
    ]) {
      expect(isJain(line(item)), item).toBe(false);
    }
    for (const item of ["Moong Dal", "Mango Pickle", "Malai Paneer Block", "Garam Masala"]) {
      expect(isJain(line(item)), item).toBe(true);
    }
  });

  it("vegan is vegetarian without dairy, egg or honey", () => {
    expect(isVegan(line("Masoor Dal Red Lentils"))).toBe(true);
    expect(isVegan(line("Pure Honey"))).toBe(false);
    expect(isVegan(line("Cake Rusk"))).toBe(false);
    expect(isVegan(line("Milk Chocolate Bar"))).toBe(false);
    expect(isVegan(line("Dark Chocolate 55% Cocoa"))).toBe(true);
  });

  it("household, personal care and pooja items carry no mark", () => {
    for (const item of [
      "Detergent Powder",
      "Almond Hair Oil",
      "Ghee Diya Candles",
      "Chyawanprash",
    ]) {
      expect(marksOf(line(item)), item).toEqual([]);
    }
  });

  it("drops the tags the marks contradict", () => {
    const tags = new Set(["Vegetarian", "Vegan", "Gluten Free", "Dairy Free", "Spicy"]);
    dropContradictedTags(tags, marksOf(line("Malai Paneer Block")));
    expect([...tags]).toEqual(["Vegetarian", "Gluten Free", "Spicy"]);
  });
});

describe("the seeded catalogue", () => {
  const catalogue = generateCatalogue({ products: 1600 });
  const tagNames = new Map(catalogue.tags.map((tag) => [tag.uuid, tag.name]));
  const tagsOf = new Map<number, string[]>();
  for (const row of catalogue.productTags) {
    tagsOf.set(row.productId, [
      ...(tagsOf.get(row.productId) ?? []),
      tagNames.get(row.tagUuid) ?? "",
    ]);
  }

  it("breaks no rule of the marks", () => {
    for (const product of catalogue.products) {
      const marks = new Set(product.marks ?? []);
      const name = product.name;
      expect(marks.has("VEGETARIAN") && marks.has("NON_VEGETARIAN"), name).toBe(false);
      if (marks.size > 0)
        expect(marks.has("VEGETARIAN") || marks.has("NON_VEGETARIAN"), name).toBe(true);
      if (marks.has("CONTAINS_DAIRY")) expect(marks.has("VEGAN"), name).toBe(false);
      if (marks.has("CONTAINS_GLUTEN")) expect(marks.has("GLUTEN_FREE"), name).toBe(false);
      if (marks.has("VEGAN") || marks.has("JAIN")) expect(marks.has("VEGETARIAN"), name).toBe(true);
      if (marks.has("HALAL")) expect(marks.has("NON_VEGETARIAN"), name).toBe(true);
      const food = marks.size > 0;
      if (food && /\b(paneer|milk|ghee|yogurt)\b/i.test(name) && !/vegetable ghee/i.test(name)) {
        expect(marks.has("CONTAINS_DAIRY"), name).toBe(true);
      }
      if (/\b(onion|garlic|potato|ginger)\b/i.test(name))
        expect(marks.has("JAIN"), name).toBe(false);
    }
  });

  it("tags claim no mark a product lacks", () => {
    for (const product of catalogue.products) {
      const marks = product.marks ?? [];
      const tags = tagsOf.get(product.id) ?? [];
      if (tags.includes("Vegetarian")) expect(marks, product.name).toContain("VEGETARIAN");
      if (tags.includes("Vegan")) expect(marks, product.name).toContain("VEGAN");
      if (tags.includes("Halal")) expect(marks, product.name).toContain("HALAL");
      if (tags.includes("Gluten Free")) expect(marks, product.name).toContain("GLUTEN_FREE");
      if (tags.includes("Dairy Free")) expect(marks, product.name).not.toContain("CONTAINS_DAIRY");
    }
  });

  it("stores the net quantity of every product whose size has a unit", () => {
    for (const product of catalogue.products) {
      const net = netQuantityOf(product.weight ?? "");
      expect(product.netQuantity ?? null, product.weight).toBe(net?.netQuantity ?? null);
      expect(product.netUnit ?? null, product.weight).toBe(net?.netUnit ?? null);
    }
  });
});

describe("every size of the seed", () => {
  const sizes = new Set<string>();
  for (const top of topCategories) {
    for (const sub of top.subCategories) {
      for (const line of sub.lines) for (const size of Object.keys(line.sizes)) sizes.add(size);
    }
  }

  it("is read with a unit, singly and as a pack of several", () => {
    for (const size of sizes) {
      const single = parseSize(size);
      expect(single, size).not.toBeNull();
      // Pack editions are named "3 x <size>" (server/seed/products.ts).
      const pack = parseSize(`3 x ${size}`);
      expect(pack?.dimension, size).toBe(single?.dimension);
      expect(pack?.amount, size).toBeCloseTo((single?.amount ?? 0) * 3, 6);
      if (single?.dimension === "area") expect(netQuantityOf(size), size).toBeNull();
      else expect(netQuantityOf(size)?.netQuantity, size).toBeCloseTo(single?.amount ?? 0, 6);
    }
  });

  const expected: Record<string, [string, number]> = {
    "20 lb": ["g", 9071.8474],
    "500 g": ["g", 500],
    "2.5 kg": ["g", 2500],
    "10 oz": ["g", 283.49523125],
    "1 L": ["ml", 1000],
    "1.5 L": ["ml", 1500],
    "250 ml": ["ml", 250],
    "Half Gallon": ["ml", 1892.705892],
    "1 Gallon": ["ml", 3785.411784],
    "6 x 250 ml": ["ml", 1500],
    "24 x 500 ml": ["ml", 12000],
    "3 x 125 g": ["g", 375],
    "30 pcs": ["ct", 30],
    "1 pc": ["ct", 1],
    "200 bags": ["ct", 200],
    "100 sticks": ["ct", 100],
    "10 sachets": ["ct", 10],
    "1 bunch": ["ct", 1],
    "1 pack": ["ct", 1],
    "12 pack": ["ct", 12],
    "1 set": ["ct", 1],
    "1 hamper": ["ct", 1],
    "Pack of 12": ["ct", 12],
    "2 x Pack of 12": ["ct", 24],
    "2 x 1 lb": ["g", 907.18474],
  };

  it.each(Object.entries(expected))("reads %s", (size, [unit, quantity]) => {
    const net = netQuantityOf(size);
    expect(net?.netUnit).toBe(unit);
    expect(net?.netQuantity).toBeCloseTo(quantity, 6);
  });

  it("leaves areas and unknown labels without a unit", () => {
    expect(netQuantityOf("25 sq ft")).toBeNull();
    expect(netQuantityOf("Assorted")).toBeNull();
  });
});
