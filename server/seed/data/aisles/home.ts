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
        { item: "Liquid Detergent", brands: ["Surf Excel", "Ariel", "Tide"], sizes: { "1 L": 6.99, "2 L": 11.99 } },
        { item: "Fabric Softener", brands: ["Comfort", "Downy"], sizes: { "1 L": 4.99 } },
        { item: "Laundry Bar Soap", brands: ["Rin", "Bonus", "Surf Excel"], sizes: { "4 x 150 g": 2.99 } },
      ],
    },
    {
      name: "Dishwashing",
      blurb: "Dishwash bars, gels and scrubbers that cut through tadka grease.",
      lines: [
        { item: "Dishwash Bar", brands: ["Vim", "Max"], sizes: { "3 x 200 g": 2.49 } },
        { item: "Lemon Dishwash Liquid", brands: ["Vim", "Max", "Pril"], sizes: { "500 ml": 2.99, "1 L": 4.99 } },
        { item: "Steel Wool Scrubber", brands: ["Scotch-Brite"], sizes: { "3 pcs": 2.49 } },
        { item: "Scrub Sponge", brands: ["Scotch-Brite", "Vim"], sizes: { "6 pcs": 3.49 } },
      ],
    },
    {
      name: "Home Cleaning",
      blurb: "Floor, toilet and glass cleaners for a sparkling home.",
      lines: [
        { item: "Disinfectant Floor Cleaner", brands: ["Lizol", "Dettol"], sizes: { "500 ml": 3.99, "1 L": 6.49 } },
        { item: "Toilet Bowl Cleaner", brands: ["Harpic", "Dettol"], sizes: { "500 ml": 3.49, "1 L": 5.99 } },
        { item: "Glass & Surface Cleaner", brands: ["Colin"], sizes: { "500 ml": 3.49 } },
        { item: "Pine Phenyl", brands: ["Dettol", "Lizol"], sizes: { "1 L": 3.99 } },
        { item: "Antiseptic Liquid", brands: ["Dettol", "Savlon"], sizes: { "500 ml": 6.99, "1 L": 11.99 } },
      ],
    },
    {
      name: "Kitchen & Disposables",
      blurb: "Foil, cling wrap, paper plates and garbage bags for kitchen and parties.",
      lines: [
        { item: "Aluminium Foil Roll", brands: ["Reynolds", "Fresh Harvest"], sizes: { "25 sq ft": 2.99, "75 sq ft": 6.49 } },
        { item: "Cling Wrap", brands: ["Glad", "Fresh Harvest"], sizes: { "200 sq ft": 3.49 } },
        { item: "Heavy Duty Paper Plates", brands: ["Fresh Harvest", "Hefty"], sizes: { "50 pcs": 4.49 }, tags: ["Party Snacks"] },
        { item: "Tall Kitchen Garbage Bags", brands: ["Glad", "Hefty"], sizes: { "40 pcs": 9.99 } },
        { item: "Parchment Baking Paper", brands: ["Reynolds"], sizes: { "45 sq ft": 4.29 } },
      ],
    },
  ],
};

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
        { item: "Coconut Hair Oil", brands: ["Parachute", "Dabur", "Hemani"], sizes: { "200 ml": 3.49, "500 ml": 6.99 } },
        { item: "Amla Hair Oil", brands: ["Dabur", "Hemani", "Patanjali"], sizes: { "200 ml": 3.49, "500 ml": 6.99 } },
        { item: "Almond Hair Oil", brands: ["Dabur", "Hemani"], sizes: { "200 ml": 3.99 } },
        { item: "Herbal Shampoo", brands: ["Himalaya", "Sunsilk", "Dabur", "Vatika"], sizes: { "200 ml": 3.99, "400 ml": 6.49 } },
        { item: "Henna Mehndi Powder", brands: ["Hemani", "Dabur"], sizes: { "100 g": 2.49 }, tags: ["Eid Special"] },
        { item: "Black Seed Hair Oil", brands: ["Hemani"], sizes: { "200 ml": 4.99 } },
      ],
    },
    {
      name: "Skin & Body Care",
      blurb: "Neem face wash, sandal soap and aloe gel inspired by traditional remedies.",
      lines: [
        { item: "Neem Face Wash", brands: ["Himalaya", "Patanjali", "Hemani"], sizes: { "100 ml": 3.99, "200 ml": 6.49 } },
        { item: "Sandalwood Soap", brands: ["Mysore Sandal", "Santoor", "Medimix"], sizes: { "3 x 125 g": 3.99 } },
        { item: "Ayurvedic Herbal Soap", brands: ["Medimix", "Patanjali", "Himalaya"], sizes: { "3 x 125 g": 3.79 } },
        { item: "Glycerin Soap", brands: ["Hemani", "Santoor"], sizes: { "3 x 100 g": 3.49 } },
        { item: "Aloe Vera Gel", brands: ["Patanjali", "Himalaya", "Hemani"], sizes: { "150 ml": 3.99 } },
        { item: "Nourishing Cold Cream", brands: ["Himalaya", "Hemani"], sizes: { "200 ml": 4.99 } },
      ],
    },
    {
      name: "Oral Care",
      blurb: "Herbal and miswak toothpastes, tooth powder and brushes.",
      lines: [
        { item: "Herbal Toothpaste", brands: ["Dabur", "Colgate", "Himalaya", "Patanjali"], sizes: { "100 g": 2.49, "200 g": 3.99 } },
        { item: "Meswak Toothpaste", brands: ["Dabur"], sizes: { "200 g": 3.99 } },
        { item: "Natural Miswak Sticks", brands: ["Hemani"], sizes: { "5 pcs": 3.99 } },
        { item: "Red Tooth Powder", brands: ["Dabur", "Colgate"], sizes: { "100 g": 2.29 } },
        { item: "Soft Bristle Toothbrush", brands: ["Colgate", "Oral-B"], sizes: { "4 pcs": 4.99 } },
      ],
    },
    {
      name: "Health & Wellness",
      blurb: "Chyawanprash, joshanda, isabgol and other time-tested remedies.",
      lines: [
        { item: "Chyawanprash", brands: ["Dabur", "Patanjali"], sizes: { "500 g": 7.99, "1 kg": 13.99 }, tags: ["Ayurvedic"] },
        { item: "Joshanda Herbal Tea", brands: ["Qarshi", "Hamdard"], sizes: { "30 sachets": 4.99 }, tags: ["Herbal"] },
        { item: "Isabgol Psyllium Husk", brands: ["Dabur", "Hamdard"], sizes: { "100 g": 3.99, "200 g": 6.99 } },
        { item: "Safi Herbal Syrup", brands: ["Hamdard"], sizes: { "175 ml": 4.99 } },
        { item: "Pudin Hara Digestive Drops", brands: ["Dabur"], sizes: { "10 ml": 1.99 } },
        { item: "Black Seed Oil Kalonji", brands: ["Hemani"], sizes: { "100 ml": 5.99 } },
      ],
    },
  ],
};

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
        { item: "Sandalwood Agarbatti", brands: ["Cycle", "Mangaldeep", "Hem"], sizes: { "100 sticks": 2.99 } },
        { item: "Rose Incense Sticks", brands: ["Cycle", "Hem", "Mangaldeep"], sizes: { "100 sticks": 2.99 } },
        { item: "Oud Bakhoor", brands: ["Al Haramain"], sizes: { "40 g": 7.99 } },
        { item: "Dhoop Cones", brands: ["Cycle", "Hem"], sizes: { "20 pcs": 2.49 } },
        { item: "Camphor Kapoor Tablets", brands: ["Mangaldeep", "Cycle"], sizes: { "100 g": 3.49 } },
      ],
    },
    {
      name: "Diyas & Puja Items",
      blurb: "Clay diyas, cotton wicks, kumkum and puja thalis for festivals.",
      lines: [
        { item: "Hand Painted Clay Diyas", brands: ["Pooja Essentials"], sizes: { "12 pcs": 4.99 } },
        { item: "Cotton Wicks Batti", brands: ["Pooja Essentials", "Mangaldeep"], sizes: { "200 pcs": 1.99 } },
        { item: "Kumkum Powder", brands: ["Pooja Essentials"], sizes: { "50 g": 1.49 } },
        { item: "Brass Puja Thali Set", brands: ["Pooja Essentials"], sizes: { "1 set": 19.99 } },
        { item: "Ghee Diya Candles", brands: ["Pooja Essentials", "Mangaldeep"], sizes: { "25 pcs": 6.99 } },
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
        { item: "Dry Fruit Gift Box", brands: ["Nutraj", "Happilo", "Haldiram's"], sizes: { "500 g": 19.99, "1 kg": 34.99 } },
        { item: "Assorted Mithai Gift Box", brands: ["Haldiram's", "Bikano"], sizes: { "500 g": 12.99, "1 kg": 22.99 } },
        { item: "Chocolate Gift Box", brands: ["Cadbury", "Amul"], sizes: { "250 g": 9.99 } },
        { item: "Premium Dates Gift Box", brands: ["Al Barakah", "Sadaf"], sizes: { "500 g": 14.99 } },
        { item: "Eid Mubarak Sweets Hamper", brands: ["Haldiram's"], sizes: { "1 hamper": 39.99 } },
      ],
    },
  ],
};
