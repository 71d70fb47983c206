import type { TopCategorySeed } from "../types";

export const poojaFestive: TopCategorySeed = {
  name: "Pooja & Festive",
  blurb: "Incense, diyas, puja essentials and gift boxes for Eid, Diwali and every celebration.",
  kind: "nonfood",
  tags: ["Festive Gifting", "Eid Special", "Diwali Sweets"],
  subCategories: [
    {
      name: "Incense & Agarbatti",
      blurb: "Sandalwood, rose and oud incense for prayer and a fragrant home.",
      lines: [
        {
          item: "Sandalwood Agarbatti",
          brands: ["Cycle", "Mangaldeep", "Hem"],
          sizes: { "100 sticks": 2.99 },
        },
        {
          item: "Rose Incense Sticks",
          brands: ["Cycle", "Hem", "Mangaldeep"],
          sizes: { "100 sticks": 2.99 },
        },
        { item: "Oud Bakhoor", brands: ["Al Haramain"], sizes: { "40 g": 7.99 } },
        { item: "Dhoop Cones", brands: ["Cycle", "Hem"], sizes: { "20 pcs": 2.49 } },
        {
          item: "Camphor Kapoor Tablets",
          brands: ["Mangaldeep", "Cycle"],
          sizes: { "100 g": 3.49 },
        },
      ],
    },
    {
      name: "Diyas & Puja Items",
      blurb: "Clay diyas, cotton wicks, kumkum and puja thalis for festivals.",
      lines: [
        {
          item: "Hand Painted Clay Diyas",
          brands: ["Pooja Essentials"],
          sizes: { "12 pcs": 4.99 },
        },
        {
          item: "Cotton Wicks Batti",
          brands: ["Pooja Essentials", "Mangaldeep"],
          sizes: { "200 pcs": 1.99 },
        },
        { item: "Kumkum Powder", brands: ["Pooja Essentials"], sizes: { "50 g": 1.49 } },
        { item: "Brass Puja Thali Set", brands: ["Pooja Essentials"], sizes: { "1 set": 19.99 } },
        {
          item: "Ghee Diya Candles",
          brands: ["Pooja Essentials", "Mangaldeep"],
          sizes: { "25 pcs": 6.99 },
        },
        { item: "Rangoli Colours", brands: ["Pooja Essentials"], sizes: { "10 pcs": 5.99 } },
      ],
    },
    {
      name: "Gift Boxes & Hampers",
      blurb: "Dry fruit boxes, mithai hampers and chocolate gifts for Eid and Diwali.",
      flags: ["newArrival"],
      kind: "pantry",
      nutrition: { kcal: [380, 560], protein: [0.05, 0.12], fat: [0.2, 0.6] },
      lines: [
        {
          item: "Dry Fruit Gift Box",
          brands: ["Nutraj", "Happilo", "Haldiram's"],
          sizes: { "500 g": 19.99, "1 kg": 34.99 },
        },
        {
          item: "Assorted Mithai Gift Box",
          brands: ["Haldiram's", "Bikano"],
          sizes: { "500 g": 12.99, "1 kg": 22.99 },
        },
        { item: "Chocolate Gift Box", brands: ["Cadbury", "Amul"], sizes: { "250 g": 9.99 } },
        {
          item: "Premium Dates Gift Box",
          brands: ["Al Barakah", "Sadaf"],
          sizes: { "500 g": 14.99 },
        },
        { item: "Eid Mubarak Sweets Hamper", brands: ["Haldiram's"], sizes: { "1 hamper": 39.99 } },
      ],
    },
  ],
};
