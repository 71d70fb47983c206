import type { TopCategorySeed } from "../types";

export const household: TopCategorySeed = {
  name: "Household",
  blurb: "Laundry, dishwashing, cleaning and kitchen supplies for a spotless home.",
  kind: "nonfood",
  tags: ["Eco Friendly", "Bulk Buy", "Family Pack"],
  subCategories: [
    {
      name: "Laundry",
      blurb: "Detergent powders, liquids and fabric softeners that are tough on stains.",
      lines: [
        {
          item: "Detergent Powder",
          brands: ["Surf Excel", "Ariel", "Bonus", "Tide", "Rin"],
          sizes: { "1 kg": 4.49, "3 kg": 11.99 },
        },
        {
          item: "Liquid Detergent",
          brands: ["Surf Excel", "Ariel", "Tide"],
          sizes: { "1 L": 6.99, "2 L": 11.99 },
        },
        { item: "Fabric Softener", brands: ["Comfort", "Downy"], sizes: { "1 L": 4.99 } },
        {
          item: "Laundry Bar Soap",
          brands: ["Rin", "Bonus", "Surf Excel"],
          sizes: { "4 x 150 g": 2.99 },
        },
      ],
    },
    {
      name: "Dishwashing",
      blurb: "Dishwash bars, gels and scrubbers that cut through tadka grease.",
      lines: [
        { item: "Dishwash Bar", brands: ["Vim", "Max"], sizes: { "3 x 200 g": 2.49 } },
        {
          item: "Lemon Dishwash Liquid",
          brands: ["Vim", "Max", "Pril"],
          sizes: { "500 ml": 2.99, "1 L": 4.99 },
        },
        { item: "Steel Wool Scrubber", brands: ["Scotch-Brite"], sizes: { "3 pcs": 2.49 } },
        { item: "Scrub Sponge", brands: ["Scotch-Brite", "Vim"], sizes: { "6 pcs": 3.49 } },
      ],
    },
    {
      name: "Home Cleaning",
      blurb: "Floor, toilet and glass cleaners for a sparkling home.",
      lines: [
        {
          item: "Disinfectant Floor Cleaner",
          brands: ["Lizol", "Dettol"],
          sizes: { "500 ml": 3.99, "1 L": 6.49 },
        },
        {
          item: "Toilet Bowl Cleaner",
          brands: ["Harpic", "Dettol"],
          sizes: { "500 ml": 3.49, "1 L": 5.99 },
        },
        { item: "Glass & Surface Cleaner", brands: ["Colin"], sizes: { "500 ml": 3.49 } },
        { item: "Pine Phenyl", brands: ["Dettol", "Lizol"], sizes: { "1 L": 3.99 } },
        {
          item: "Antiseptic Liquid",
          brands: ["Dettol", "Savlon"],
          sizes: { "500 ml": 6.99, "1 L": 11.99 },
        },
      ],
    },
    {
      name: "Kitchen & Disposables",
      blurb: "Foil, cling wrap, paper plates and garbage bags for kitchen and parties.",
      lines: [
        {
          item: "Aluminium Foil Roll",
          brands: ["Reynolds", "Fresh Harvest"],
          sizes: { "25 sq ft": 2.99, "75 sq ft": 6.49 },
        },
        { item: "Cling Wrap", brands: ["Glad", "Fresh Harvest"], sizes: { "200 sq ft": 3.49 } },
        {
          item: "Heavy Duty Paper Plates",
          brands: ["Fresh Harvest", "Hefty"],
          sizes: { "50 pcs": 4.49 },
          tags: ["Party Snacks"],
        },
        { item: "Tall Kitchen Garbage Bags", brands: ["Glad", "Hefty"], sizes: { "40 pcs": 9.99 } },
        { item: "Parchment Baking Paper", brands: ["Reynolds"], sizes: { "45 sq ft": 4.29 } },
      ],
    },
  ],
};
