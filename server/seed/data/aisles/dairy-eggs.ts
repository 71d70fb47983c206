import type { TopCategorySeed } from "../types";

export const dairyEggs: TopCategorySeed = {
  name: "Dairy & Eggs",
  blurb: "Doodh, dahi, paneer, makhan and farm-fresh eggs, delivered cold.",
  kind: "chilled",
  nutrition: { kcal: [60, 160], protein: [0.18, 0.3], fat: [0.3, 0.55] },
  alwaysTags: ["Vegetarian"],
  tags: ["Breakfast", "High Protein", "Low Fat", "Organic"],
  subCategories: [
    {
      name: "Milk",
      blurb: "Whole, low-fat and full-cream doodh, fresh and long-life.",
      flags: ["highlight"],
      lines: [
        {
          item: "Whole Milk",
          brands: ["Fresh Harvest", "Horizon Organic", "Sunny Farms"],
          sizes: { "Half Gallon": 3.49, "1 Gallon": 5.49 },
          ingredients: "Milk, vitamin D3.",
        },
        {
          item: "2% Reduced Fat Milk",
          brands: ["Fresh Harvest", "Horizon Organic", "Sunny Farms"],
          sizes: { "Half Gallon": 3.29, "1 Gallon": 5.29 },
          tags: ["Low Fat"],
        },
        {
          item: "Full Cream UHT Milk",
          brands: ["Olpers", "Nurpur", "Amul"],
          sizes: { "250 ml": 0.99, "1 L": 2.99 },
        },
        {
          item: "Lactose Free Milk",
          brands: ["Horizon Organic", "Fresh Harvest"],
          sizes: { "Half Gallon": 4.99 },
        },
        {
          item: "Full Cream Milk Powder",
          brands: ["Nido", "Amul", "Nurpur"],
          sizes: { "400 g": 6.99, "900 g": 13.99, "2.5 kg": 34.99 },
          tags: ["Kids Favourite"],
        },
      ],
    },
    {
      name: "Dahi & Yogurt",
      blurb: "Thick, set dahi (curd), Greek yogurt and lassi, made the desi way.",
      flags: ["highlight"],
      lines: [
        {
          item: "Plain Dahi Curd",
          brands: ["Nanak", "Gopi", "Brar's", "Amul"],
          sizes: { "2 lb": 3.99, "5 lb": 7.99 },
          ingredients: "Pasteurised milk, live cultures.",
        },
        {
          item: "Whole Milk Dahi",
          brands: ["Nanak", "Gopi", "Brar's"],
          sizes: { "2 lb": 4.29, "5 lb": 8.49 },
        },
        {
          item: "Low Fat Yogurt",
          brands: ["Nanak", "Gopi", "Fresh Harvest"],
          sizes: { "2 lb": 3.79 },
          tags: ["Low Fat"],
        },
        {
          item: "Greek Yogurt Plain",
          brands: ["Fresh Harvest", "Sunny Farms", "Brar's"],
          sizes: { "32 oz": 5.49 },
        },
        { item: "Sweet Lassi", brands: ["Nanak", "Gopi", "Amul"], sizes: { "1 L": 3.99 } },
        { item: "Mango Lassi", brands: ["Nanak", "Gopi", "Amul"], sizes: { "1 L": 4.29 } },
        { item: "Laban Yogurt Drink", brands: ["Almarai", "Baladna"], sizes: { "1 L": 3.49 } },
      ],
    },
    {
      name: "Paneer & Cheese",
      blurb: "Soft malai paneer for tikka and palak paneer, plus halloumi and feta.",
      flags: ["highlight", "showcase"],
      nutrition: { kcal: [260, 330], protein: [0.25, 0.32], fat: [0.6, 0.72] },
      lines: [
        {
          item: "Malai Paneer Block",
          brands: ["Nanak", "Gopi", "Amul", "Brar's"],
          sizes: { "14 oz": 5.99, "2 lb": 11.99 },
          ingredients: "Whole milk, citric acid.",
          tags: ["High Protein"],
        },
        { item: "Paneer Cubes", brands: ["Nanak", "Gopi"], sizes: { "12 oz": 5.49 } },
        {
          item: "Low Fat Paneer",
          brands: ["Nanak", "Gopi"],
          sizes: { "14 oz": 6.29 },
          tags: ["Low Fat"],
        },
        { item: "Halloumi Cheese", brands: ["Baladna", "Pinar"], sizes: { "250 g": 5.99 } },
        { item: "Feta Cheese in Brine", brands: ["Baladna", "Pinar"], sizes: { "400 g": 6.49 } },
        { item: "Akkawi Cheese", brands: ["Baladna"], sizes: { "400 g": 6.99 } },
      ],
    },
    {
      name: "Butter & Cream",
      blurb: "Makhan, white butter and malai for parathas, dal and desserts.",
      nutrition: { kcal: [300, 740], protein: [0.01, 0.03], fat: [0.9, 0.98] },
      lines: [
        {
          item: "Salted Butter",
          brands: ["Amul", "Fresh Harvest", "Lurpak", "Nurpur"],
          sizes: { "8 oz": 3.99, "1 lb": 6.49 },
          ingredients: "Cream, salt.",
        },
        {
          item: "Unsalted Butter",
          brands: ["Fresh Harvest", "Nurpur", "Lurpak"],
          sizes: { "8 oz": 3.99, "1 lb": 6.49 },
        },
        { item: "Desi White Makhan", brands: ["Nanak", "Gopi"], sizes: { "8 oz": 4.49 } },
        {
          item: "Fresh Malai Cream",
          brands: ["Nestle", "Amul", "Olpers"],
          sizes: { "200 ml": 1.99 },
        },
      ],
    },
    {
      name: "Eggs",
      blurb: "Farm-fresh brown, white and free-range anda by the dozen or tray.",
      flags: ["highlight", "bestSeller"],
      nutrition: { kcal: [140, 155], protein: [0.33, 0.37], fat: [0.6, 0.64] },
      lines: [
        {
          item: "Large Brown Eggs",
          brands: ["Fresh Harvest", "Sunny Farms", "Nature's Yoke"],
          sizes: { "12 pcs": 3.99, "18 pcs": 5.79, "30 pcs": 8.99 },
          tags: ["High Protein", "Breakfast"],
        },
        {
          item: "Large White Eggs",
          brands: ["Fresh Harvest", "Sunny Farms", "Nature's Yoke"],
          sizes: { "12 pcs": 3.49, "18 pcs": 4.99, "30 pcs": 7.99 },
        },
        {
          item: "Organic Free Range Eggs",
          brands: ["Pete and Gerry's", "Sunny Farms"],
          sizes: { "12 pcs": 6.49 },
          tags: ["Organic"],
        },
        {
          item: "Pasture Raised Desi Eggs",
          brands: ["Fresh Harvest", "Nature's Yoke"],
          sizes: { "12 pcs": 6.99 },
        },
      ],
    },
  ],
};
