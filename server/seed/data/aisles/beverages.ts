import type { TopCategorySeed } from "../types";

export const beverages: TopCategorySeed = {
  name: "Beverages",
  blurb: "Chai, coffee, sharbat, juices and soft drinks for every season.",
  kind: "beverage",
  nutrition: { kcal: [0, 60], protein: [0, 0.05], fat: [0, 0.05] },
  alwaysTags: ["Vegetarian"],
  tags: ["Tea Time", "Breakfast", "Ramadan Special", "Sugar Free"],
  subCategories: [
    {
      name: "Tea & Chai",
      blurb: "Danedar black tea, Kashmiri chai and green tea for every chai break.",
      flags: ["highlight", "showcase", "bestSeller"],
      kind: "pantry",
      lines: [
        {
          item: "Danedar Black Tea",
          brands: ["Tapal", "Lipton", "Brooke Bond", "Vital", "Wagh Bakri"],
          sizes: { "450 g": 6.99, "900 g": 12.99 },
          ingredients: "Black tea.",
          tags: ["Tea Time"],
        },
        {
          item: "Family Mixture Tea",
          brands: ["Tapal", "Vital"],
          sizes: { "450 g": 6.49, "950 g": 11.99 },
        },
        {
          item: "Black Tea Bags",
          brands: ["Tapal", "Lipton", "Dilmah", "Tata Tea"],
          sizes: { "100 bags": 4.99, "200 bags": 8.49 },
        },
        { item: "Kashmiri Pink Chai Mix", brands: ["Tapal", "National"], sizes: { "200 g": 5.49 } },
        {
          item: "Jasmine Green Tea",
          brands: ["Tapal", "Lipton", "Dilmah"],
          sizes: { "30 bags": 3.49 },
          tags: ["Sugar Free"],
        },
        {
          item: "Masala Chai Premix",
          brands: ["Wagh Bakri", "Tata Tea", "Brooke Bond"],
          sizes: { "10 sachets": 3.99 },
        },
        { item: "Pure Ceylon Tea", brands: ["Dilmah"], sizes: { "100 bags": 5.99, "400 g": 7.99 } },
        { item: "Elaichi Cardamom Tea", brands: ["Wagh Bakri", "Tapal"], sizes: { "250 g": 4.49 } },
      ],
    },
    {
      name: "Coffee & Malt Drinks",
      blurb: "Instant and filter coffee plus malt drinks for the family.",
      kind: "pantry",
      lines: [
        {
          item: "Classic Instant Coffee",
          brands: ["Nescafe", "Bru", "Davidoff"],
          sizes: { "100 g": 6.49, "200 g": 11.99 },
        },
        {
          item: "South Indian Filter Coffee",
          brands: ["Bru", "Narasu's"],
          sizes: { "200 g": 5.99, "500 g": 12.99 },
        },
        {
          item: "Chocolate Malt Drink",
          brands: ["Bournvita", "Horlicks"],
          sizes: { "500 g": 6.99, "1 kg": 11.99 },
        },
        {
          item: "Classic Malt Health Drink",
          brands: ["Horlicks"],
          sizes: { "500 g": 6.99, "1 kg": 11.99 },
        },
      ],
    },
    {
      name: "Juices & Sharbat",
      blurb: "Rooh Afza, mango nectar and sharbats to cool down summer and break the fast.",
      flags: ["highlight"],
      lines: [
        {
          item: "Rooh Afza Sharbat",
          brands: ["Hamdard"],
          sizes: { "800 ml": 5.99, "1.5 L": 9.99 },
          ingredients:
            "Sugar, water, fruit juices, herbal distillates, rose, kewra, permitted colours.",
          tags: ["Ramadan Special"],
        },
        {
          item: "Jam-e-Shirin Sharbat",
          brands: ["Qarshi"],
          sizes: { "800 ml": 5.49 },
          tags: ["Ramadan Special"],
        },
        {
          item: "Mango Nectar",
          brands: ["Shezan", "Pran", "Nestle"],
          sizes: { "1 L": 2.99, "6 x 250 ml": 4.99 },
        },
        { item: "Guava Nectar", brands: ["Shezan", "Pran"], sizes: { "1 L": 2.99 } },
        {
          item: "Mango Fruit Drink",
          brands: ["Frooti", "Pran", "Shezan"],
          sizes: { "1.2 L": 2.49, "6 x 200 ml": 3.99 },
        },
        { item: "Sugarcane Juice", brands: ["Deep"], sizes: { "1 L": 3.99 } },
        { item: "Sorrel Drink", brands: ["Grace", "Tropical Sun"], sizes: { "500 ml": 1.99 } },
      ],
    },
    {
      name: "Soft Drinks & Water",
      blurb: "Desi sodas, Vimto, coconut water and mineral water.",
      lines: [
        { item: "Ice Cream Soda", brands: ["Pakola"], sizes: { "250 ml": 0.99, "1.5 L": 2.99 } },
        { item: "Lychee Soda", brands: ["Pakola"], sizes: { "250 ml": 0.99 } },
        { item: "Jeera Masala Soda", brands: ["Pran", "Pakola"], sizes: { "250 ml": 0.99 } },
        {
          item: "Vimto Fruit Cordial",
          brands: ["Vimto"],
          sizes: { "710 ml": 5.99 },
          tags: ["Ramadan Special"],
        },
        {
          item: "Coconut Water",
          brands: ["Grace", "Tropical Sun", "Pran"],
          sizes: { "500 ml": 2.49 },
          tags: ["Vegan", "Dairy Free"],
        },
        {
          item: "Natural Mineral Water",
          brands: ["Nestle", "Fresh Harvest"],
          sizes: { "1.5 L": 1.29, "24 x 500 ml": 6.99 },
        },
        { item: "Ginger Beer", brands: ["Grace", "Tropical Sun"], sizes: { "330 ml": 1.49 } },
      ],
    },
  ],
};
