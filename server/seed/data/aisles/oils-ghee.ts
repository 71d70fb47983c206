import type { TopCategorySeed } from "../types";

export const oilsGhee: TopCategorySeed = {
  name: "Oils & Ghee",
  blurb: "Desi ghee, cooking oils and cold-pressed oils for every kind of cooking.",
  kind: "pantry",
  nutrition: { kcal: [880, 900], protein: [0, 0], fat: [0.99, 1] },
  tags: ["Bulk Buy", "Heart Healthy", "Family Pack"],
  subCategories: [
    {
      name: "Desi Ghee",
      blurb: "Pure cow and buffalo ghee, slow-clarified for that nutty aroma.",
      flags: ["highlight"],
      lines: [
        {
          item: "Pure Desi Ghee",
          brands: ["Amul", "Nanak", "Gowardhan", "Verka", "Patanjali", "Nurpur"],
          sizes: { "1 lb": 9.99, "2 lb": 17.99, "4 lb": 32.99 },
          ingredients: "Milk fat.",
          tags: ["Vegetarian"],
        },
        {
          item: "Pure Cow Ghee",
          brands: ["Amul", "Nanak", "Gowardhan", "Patanjali"],
          sizes: { "1 lb": 10.99, "2 lb": 19.99 },
          ingredients: "Cow milk fat.",
          tags: ["Vegetarian"],
        },
        {
          item: "Banaspati Vegetable Ghee",
          brands: ["Dalda", "Habib", "Sufi"],
          sizes: { "1 kg": 5.99, "2.5 kg": 12.99 },
        },
      ],
    },
    {
      name: "Cooking Oils",
      blurb: "Canola, sunflower, corn and sarson oils for frying, tadka and baking.",
      lines: [
        {
          item: "Canola Oil",
          brands: ["Dalda", "Habib", "Sufi", "Fortune"],
          sizes: { "1 L": 4.49, "3 L": 11.99, "5 L": 18.99 },
          tags: ["Heart Healthy"],
        },
        {
          item: "Sunflower Oil",
          brands: ["Dalda", "Sufi", "Fortune", "KTC"],
          sizes: { "1 L": 4.99, "3 L": 12.99 },
        },
        {
          item: "Mustard Oil Sarson",
          brands: ["Fortune", "KTC", "Swad"],
          sizes: { "1 L": 5.99, "2 L": 10.99 },
        },
        {
          item: "Corn Oil",
          brands: ["Dalda", "Habib", "KTC"],
          sizes: { "1 L": 4.99, "5 L": 19.99 },
        },
        { item: "Rice Bran Oil", brands: ["Fortune", "KTC"], sizes: { "1 L": 6.49, "5 L": 24.99 } },
      ],
    },
    {
      name: "Coconut & Specialty Oils",
      blurb: "Cold-pressed coconut, til and olive oils for southern and coastal cooking.",
      lines: [
        {
          item: "Virgin Coconut Oil",
          brands: ["KLF Nirmal", "Parachute"],
          sizes: { "500 ml": 5.99, "1 L": 9.99 },
          tags: ["Vegan", "Dairy Free"],
        },
        {
          item: "Gingelly Sesame Til Oil",
          brands: ["Idhayam", "KTC", "Swad"],
          sizes: { "500 ml": 5.49, "1 L": 9.49 },
        },
        {
          item: "Pomace Olive Oil",
          brands: ["Figaro", "KTC"],
          sizes: { "500 ml": 6.99, "1 L": 11.99 },
        },
      ],
    },
  ],
};
