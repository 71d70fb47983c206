import type { TopCategorySeed } from "../types";

export const personalCare: TopCategorySeed = {
  name: "Personal Care",
  blurb: "Hair oils, herbal skin care, oral care and traditional wellness remedies.",
  kind: "nonfood",
  tags: ["Herbal", "Ayurvedic", "Family Pack"],
  subCategories: [
    {
      name: "Hair Care",
      blurb: "Coconut, amla and almond hair oils, herbal shampoos and mehndi.",
      lines: [
        {
          item: "Coconut Hair Oil",
          brands: ["Parachute", "Dabur", "Hemani"],
          sizes: { "200 ml": 3.49, "500 ml": 6.99 },
        },
        {
          item: "Amla Hair Oil",
          brands: ["Dabur", "Hemani", "Patanjali"],
          sizes: { "200 ml": 3.49, "500 ml": 6.99 },
        },
        { item: "Almond Hair Oil", brands: ["Dabur", "Hemani"], sizes: { "200 ml": 3.99 } },
        {
          item: "Herbal Shampoo",
          brands: ["Himalaya", "Sunsilk", "Dabur", "Vatika"],
          sizes: { "200 ml": 3.99, "400 ml": 6.49 },
        },
        {
          item: "Henna Mehndi Powder",
          brands: ["Hemani", "Dabur"],
          sizes: { "100 g": 2.49 },
          tags: ["Eid Special"],
        },
        { item: "Black Seed Hair Oil", brands: ["Hemani"], sizes: { "200 ml": 4.99 } },
      ],
    },
    {
      name: "Skin & Body Care",
      blurb: "Neem face wash, sandal soap and aloe gel inspired by traditional remedies.",
      lines: [
        {
          item: "Neem Face Wash",
          brands: ["Himalaya", "Patanjali", "Hemani"],
          sizes: { "100 ml": 3.99, "200 ml": 6.49 },
        },
        {
          item: "Sandalwood Soap",
          brands: ["Mysore Sandal", "Santoor", "Medimix"],
          sizes: { "3 x 125 g": 3.99 },
        },
        {
          item: "Ayurvedic Herbal Soap",
          brands: ["Medimix", "Patanjali", "Himalaya"],
          sizes: { "3 x 125 g": 3.79 },
        },
        { item: "Glycerin Soap", brands: ["Hemani", "Santoor"], sizes: { "3 x 100 g": 3.49 } },
        {
          item: "Aloe Vera Gel",
          brands: ["Patanjali", "Himalaya", "Hemani"],
          sizes: { "150 ml": 3.99 },
        },
        {
          item: "Nourishing Cold Cream",
          brands: ["Himalaya", "Hemani"],
          sizes: { "200 ml": 4.99 },
        },
      ],
    },
    {
      name: "Oral Care",
      blurb: "Herbal and miswak toothpastes, tooth powder and brushes.",
      lines: [
        {
          item: "Herbal Toothpaste",
          brands: ["Dabur", "Colgate", "Himalaya", "Patanjali"],
          sizes: { "100 g": 2.49, "200 g": 3.99 },
        },
        { item: "Meswak Toothpaste", brands: ["Dabur"], sizes: { "200 g": 3.99 } },
        { item: "Natural Miswak Sticks", brands: ["Hemani"], sizes: { "5 pcs": 3.99 } },
        { item: "Red Tooth Powder", brands: ["Dabur", "Colgate"], sizes: { "100 g": 2.29 } },
        {
          item: "Soft Bristle Toothbrush",
          brands: ["Colgate", "Oral-B"],
          sizes: { "4 pcs": 4.99 },
        },
      ],
    },
    {
      name: "Health & Wellness",
      blurb: "Chyawanprash, joshanda, isabgol and other time-tested remedies.",
      lines: [
        {
          item: "Chyawanprash",
          brands: ["Dabur", "Patanjali"],
          sizes: { "500 g": 7.99, "1 kg": 13.99 },
          tags: ["Ayurvedic"],
        },
        {
          item: "Joshanda Herbal Tea",
          brands: ["Qarshi", "Hamdard"],
          sizes: { "30 sachets": 4.99 },
          tags: ["Herbal"],
        },
        {
          item: "Isabgol Psyllium Husk",
          brands: ["Dabur", "Hamdard"],
          sizes: { "100 g": 3.99, "200 g": 6.99 },
        },
        { item: "Safi Herbal Syrup", brands: ["Hamdard"], sizes: { "175 ml": 4.99 } },
        { item: "Pudin Hara Digestive Drops", brands: ["Dabur"], sizes: { "10 ml": 1.99 } },
        { item: "Black Seed Oil Kalonji", brands: ["Hemani"], sizes: { "100 ml": 5.99 } },
      ],
    },
  ],
};
