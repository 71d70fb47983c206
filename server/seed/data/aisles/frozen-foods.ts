import type { TopCategorySeed } from "../types";

export const frozenFoods: TopCategorySeed = {
  name: "Frozen Foods",
  blurb: "Parathas, samosas, frozen sabzi, ready meals and kulfi from the freezer aisle.",
  kind: "frozen",
  nutrition: { kcal: [90, 320], protein: [0.08, 0.2], fat: [0.2, 0.45] },
  tags: ["Quick Meals", "Family Pack", "Vegetarian", "Tea Time"],
  subCategories: [
    {
      name: "Frozen Parathas & Breads",
      blurb: "Flaky lachha, aloo and malabar parathas, naan and roti, ready in minutes.",
      flags: ["highlight"],
      lines: [
        {
          item: "Plain Paratha",
          brands: ["Deep", "Haldiram's", "Mon Salwa", "Kawan", "Sumeru"],
          sizes: { "5 pcs": 2.99, "20 pcs": 8.99 },
          ingredients: "Wheat flour, water, vegetable oil, salt.",
          tags: ["Breakfast"],
        },
        {
          item: "Aloo Paratha",
          brands: ["Deep", "Haldiram's", "Mon Salwa", "Sumeru"],
          sizes: { "4 pcs": 3.49 },
        },
        {
          item: "Lachha Paratha",
          brands: ["Kawan", "Mon Salwa", "Haldiram's", "Deep"],
          sizes: { "5 pcs": 3.29, "20 pcs": 9.99 },
        },
        { item: "Malabar Paratha", brands: ["Kawan", "Sumeru", "Deep"], sizes: { "5 pcs": 3.49 } },
        {
          item: "Garlic Naan",
          brands: ["Deep", "Haldiram's", "Mon Salwa"],
          sizes: { "4 pcs": 3.99 },
        },
        {
          item: "Whole Wheat Atta Roti",
          brands: ["Deep", "Sumeru", "Kawan"],
          sizes: { "10 pcs": 2.99, "30 pcs": 7.99 },
          ingredients: "Whole wheat atta, water, salt.",
          tags: ["Whole Grain", "Vegan"],
        },
      ],
    },
    {
      name: "Frozen Snacks",
      blurb: "Samosas, spring rolls, shami kabab and nuggets for tea time and iftar.",
      flags: ["highlight", "showcase"],
      lines: [
        {
          item: "Vegetable Samosa",
          brands: ["Deep", "Haldiram's", "Sumeru", "Mon Salwa"],
          sizes: { "12 pcs": 4.99, "24 pcs": 8.99 },
          ingredients: "Wheat flour, potato, peas, vegetable oil, spices, salt.",
          tags: ["Ramadan Special", "Tea Time"],
        },
        {
          item: "Chicken Samosa",
          brands: ["K&N's", "Mon Salwa", "Al Safa"],
          sizes: { "12 pcs": 5.99 },
          tags: ["Halal"],
        },
        {
          item: "Vegetable Spring Rolls",
          brands: ["K&N's", "Mon Salwa", "Deep"],
          sizes: { "12 pcs": 4.99 },
        },
        {
          item: "Chicken Shami Kabab",
          brands: ["K&N's", "Mon Salwa", "Al Safa"],
          sizes: { "12 pcs": 6.99 },
          tags: ["Halal"],
        },
        {
          item: "Chicken Nuggets",
          brands: ["K&N's", "Al Safa", "Sadia"],
          sizes: { "1 lb": 5.99, "2 lb": 10.99 },
          // Sold without a halal claim: the Halal filter hides it (the home page's frozen snacks).
          tags: ["Kids Favourite"],
        },
        { item: "Aloo Tikki", brands: ["Deep", "Haldiram's", "Sumeru"], sizes: { "10 pcs": 3.99 } },
        {
          item: "Chicken Seekh Kabab",
          brands: ["K&N's", "Al Safa", "Mon Salwa"],
          sizes: { "10 pcs": 7.49 },
          tags: ["Halal"],
        },
      ],
    },
    {
      name: "Frozen Vegetables",
      blurb: "Matar, bhindi, palak and mixed sabzi, frozen at peak freshness.",
      nutrition: { kcal: [30, 90], protein: [0.1, 0.25], fat: [0.02, 0.1] },
      lines: [
        {
          item: "Frozen Green Peas Matar",
          brands: ["Deep", "Sumeru", "Shana"],
          sizes: { "1 lb": 1.99, "2 lb": 3.49 },
        },
        {
          item: "Frozen Cut Okra Bhindi",
          brands: ["Deep", "Sumeru", "Shana"],
          sizes: { "14 oz": 2.49 },
        },
        {
          item: "Frozen Chopped Spinach Palak",
          brands: ["Deep", "Sumeru"],
          sizes: { "14 oz": 2.29 },
        },
        {
          item: "Frozen Mixed Vegetables",
          brands: ["Deep", "Sumeru", "Shana"],
          sizes: { "1 lb": 2.29, "2 lb": 3.99 },
        },
        { item: "Frozen Grated Coconut", brands: ["Deep", "Sumeru"], sizes: { "14 oz": 2.99 } },
        { item: "Frozen Drumsticks Moringa", brands: ["Deep", "Sumeru"], sizes: { "14 oz": 3.49 } },
        { item: "Frozen Cassava", brands: ["Grace", "Deep"], sizes: { "2 lb": 3.99 } },
      ],
    },
    {
      name: "Frozen Ready Meals",
      blurb: "Biryani, dal makhani and palak paneer: heat, eat and enjoy.",
      lines: [
        {
          item: "Chicken Biryani",
          brands: ["Al Safa", "Saffron Road", "Deep"],
          sizes: { "12 oz": 5.99 },
          tags: ["Halal"],
        },
        {
          item: "Vegetable Pulao Rice",
          brands: ["Deep", "Haldiram's", "Sumeru"],
          sizes: { "12 oz": 4.49 },
        },
        {
          item: "Dal Makhani",
          brands: ["Deep", "Haldiram's", "Saffron Road"],
          sizes: { "10 oz": 3.99 },
        },
        {
          item: "Palak Paneer",
          brands: ["Deep", "Haldiram's", "Saffron Road"],
          sizes: { "10 oz": 4.49 },
        },
        {
          item: "Chicken Tikka Masala with Basmati Rice",
          brands: ["Saffron Road", "Al Safa"],
          sizes: { "10 oz": 6.49 },
        },
        {
          item: "Chana Masala with Jeera Rice",
          brands: ["Saffron Road", "Deep"],
          sizes: { "10 oz": 5.49 },
        },
      ],
    },
    {
      name: "Ice Cream & Kulfi",
      blurb: "Malai, mango and pista kulfi plus desi-flavoured ice creams.",
      flags: ["newArrival"],
      nutrition: { kcal: [180, 260], protein: [0.05, 0.1], fat: [0.4, 0.55] },
      lines: [
        {
          item: "Malai Kulfi Sticks",
          brands: ["Kwality", "Amul", "Deep"],
          sizes: { "6 pcs": 5.99 },
        },
        { item: "Mango Kulfi", brands: ["Kwality", "Amul", "Deep"], sizes: { "6 pcs": 5.99 } },
        { item: "Pistachio Kulfi", brands: ["Kwality", "Deep"], sizes: { "6 pcs": 6.49 } },
        {
          item: "Mango Ice Cream",
          brands: ["Amul", "Kwality", "Omore"],
          sizes: { "1 L": 5.49, "2 L": 8.99 },
        },
        { item: "Falooda Kulfi Cups", brands: ["Kwality"], sizes: { "4 pcs": 6.49 } },
        {
          item: "Chocolate Chip Ice Cream",
          brands: ["Amul", "Omore"],
          sizes: { "1 L": 5.49 },
          tags: ["Kids Favourite"],
        },
      ],
    },
  ],
};
