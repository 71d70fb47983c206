import type { TopCategorySeed } from "../types";

export const bakeryBreakfast: TopCategorySeed = {
  name: "Bakery & Breakfast",
  blurb: "Bread, rusk, cereals, spreads, noodles and ready meals for busy mornings and nights.",
  kind: "pantry",
  nutrition: { kcal: [240, 420], protein: [0.08, 0.15], fat: [0.05, 0.3] },
  alwaysTags: ["Vegetarian"],
  tags: ["Breakfast", "Quick Meals", "Kids Favourite", "Lunch Box"],
  subCategories: [
    {
      name: "Bread & Buns",
      blurb: "Sandwich bread, pav, naan and pita baked fresh every morning.",
      flags: ["highlight", "bestSeller"],
      kind: "fresh",
      lines: [
        {
          item: "White Sandwich Bread",
          brands: ["Dawn", "Bake Parlor", "Fresh Harvest", "Wonder"],
          sizes: { "20 oz": 2.99 },
          ingredients: "Wheat flour, water, sugar, yeast, vegetable oil, salt.",
          tags: ["Breakfast"],
        },
        {
          item: "Whole Wheat Bread",
          brands: ["Dawn", "Fresh Harvest", "Wonder"],
          sizes: { "20 oz": 3.49 },
          tags: ["Whole Grain"],
        },
        { item: "Milk Bread", brands: ["Dawn", "Bake Parlor"], sizes: { "400 g": 2.79 } },
        {
          item: "Chakki Atta Bread",
          brands: ["Dawn", "Fresh Harvest"],
          sizes: { "400 g": 3.29 },
          tags: ["Whole Grain"],
        },
        {
          item: "Pav Buns",
          brands: ["Deep", "Fresh Harvest"],
          sizes: { "8 pcs": 2.99, "12 pcs": 3.99 },
          tags: ["Street Food"],
        },
        {
          item: "Tandoori Naan",
          brands: ["Deep", "Kawan", "Fresh Harvest"],
          sizes: { "4 pcs": 3.49 },
        },
        { item: "Pita Bread", brands: ["Ziyad", "Fresh Harvest"], sizes: { "6 pcs": 2.49 } },
      ],
    },
    {
      name: "Rusk & Cakes",
      blurb: "Crisp cake rusk, fruit cake and tea cakes for dunking in chai.",
      lines: [
        {
          item: "Cake Rusk",
          brands: ["Deep", "Bake Parlor", "Britannia", "Dawn"],
          sizes: { "650 g": 4.99 },
          tags: ["Tea Time"],
        },
        {
          item: "Whole Wheat Atta Rusk",
          brands: ["Britannia", "Deep", "Bake Parlor"],
          sizes: { "300 g": 3.49 },
          tags: ["Tea Time"],
        },
        { item: "Milk Rusk", brands: ["Britannia", "Deep"], sizes: { "300 g": 2.99 } },
        {
          item: "Fruit Cake",
          brands: ["Britannia", "Bake Parlor", "Dawn"],
          sizes: { "350 g": 4.49 },
        },
        {
          item: "Chocolate Tea Cake",
          brands: ["Britannia", "Bake Parlor"],
          sizes: { "350 g": 4.49 },
        },
        { item: "Khari Puff Biscuits", brands: ["Deep", "Britannia"], sizes: { "400 g": 3.99 } },
      ],
    },
    {
      name: "Breakfast Cereals & Poha",
      blurb: "Corn flakes, oats, muesli and poha for a quick, filling start.",
      flags: ["newArrival"],
      lines: [
        {
          item: "Corn Flakes",
          brands: ["Kellogg's", "Fauji", "Bagrry's"],
          sizes: { "500 g": 4.49 },
          tags: ["Breakfast"],
        },
        {
          item: "Rolled Oats",
          brands: ["Quaker", "Saffola", "Bagrry's"],
          sizes: { "1 kg": 4.99 },
          tags: ["Whole Grain"],
        },
        { item: "Masala Oats", brands: ["Saffola", "Bagrry's"], sizes: { "500 g": 4.29 } },
        { item: "Fruit & Nut Muesli", brands: ["Kellogg's", "Bagrry's"], sizes: { "500 g": 5.99 } },
        {
          item: "Thick Poha Flattened Rice",
          brands: ["Swad", "Laxmi", "Deep"],
          sizes: { "2 lb": 3.49 },
          ingredients: "Flattened rice.",
          tags: ["Breakfast", "Gluten Free"],
        },
        { item: "Rava Idli Mix", brands: ["MTR", "Gits"], sizes: { "500 g": 3.99 } },
        { item: "Upma Mix", brands: ["MTR", "Gits"], sizes: { "200 g": 2.49 } },
      ],
    },
    {
      name: "Jams, Honey & Spreads",
      blurb: "Mixed fruit jam, pure honey and peanut butter for toast and paratha.",
      lines: [
        {
          item: "Mixed Fruit Jam",
          brands: ["Mitchell's", "Ahmed", "Kissan"],
          sizes: { "450 g": 3.49 },
          tags: ["Breakfast"],
        },
        { item: "Mango Jam", brands: ["Mitchell's", "Ahmed", "Kissan"], sizes: { "450 g": 3.49 } },
        {
          item: "Pure Honey",
          brands: ["Dabur", "Al Shifa", "Hamdard"],
          sizes: { "250 g": 4.99, "500 g": 8.49 },
        },
        {
          item: "Creamy Peanut Butter",
          brands: ["Young's", "Mitchell's", "Fresh Harvest"],
          sizes: { "340 g": 3.99 },
        },
        {
          item: "Chocolate Hazelnut Spread",
          brands: ["Young's", "Mitchell's"],
          sizes: { "350 g": 4.49 },
        },
      ],
    },
    {
      name: "Noodles & Pasta",
      blurb: "Masala noodles, atta noodles, macaroni and spaghetti, ready in minutes.",
      flags: ["highlight"],
      lines: [
        {
          item: "Masala Instant Noodles",
          brands: ["Maggi", "Knorr", "Wai Wai"],
          sizes: { "4 pack": 2.99, "12 pack": 7.99 },
          tags: ["Quick Meals", "Kids Favourite"],
        },
        {
          item: "Atta Noodles Masala",
          brands: ["Maggi", "Knorr"],
          sizes: { "4 pack": 3.29 },
          tags: ["Whole Grain"],
        },
        {
          item: "Chicken Noodles",
          brands: ["Maggi", "Knorr", "Wai Wai"],
          sizes: { "4 pack": 2.99 },
        },
        { item: "Elbow Macaroni", brands: ["Kolson", "Bambino"], sizes: { "400 g": 1.99 } },
        { item: "Spaghetti", brands: ["Kolson", "Bambino"], sizes: { "400 g": 1.99 } },
        { item: "Hakka Noodles", brands: ["Ching's"], sizes: { "150 g": 1.49 } },
      ],
    },
    {
      name: "Ready to Eat",
      blurb: "Heat-and-eat dal, rajma, pav bhaji and biryani pouches for busy days.",
      lines: [
        {
          item: "Dal Makhani Ready Meal",
          brands: ["MTR", "Haldiram's", "Gits", "Kitchens of India", "Ashoka"],
          sizes: { "300 g": 2.99 },
          tags: ["Quick Meals"],
        },
        {
          item: "Rajma Masala Ready Meal",
          brands: ["MTR", "Haldiram's", "Ashoka"],
          sizes: { "300 g": 2.99 },
        },
        { item: "Pav Bhaji Ready Meal", brands: ["MTR", "Haldiram's"], sizes: { "300 g": 2.99 } },
        {
          item: "Chicken Haleem Ready Meal",
          brands: ["Ashoka", "Kitchens of India"],
          sizes: { "300 g": 4.49 },
          tags: ["Halal"],
        },
        {
          item: "Vegetable Biryani Ready Meal",
          brands: ["MTR", "Haldiram's", "Kitchens of India"],
          sizes: { "300 g": 3.49 },
        },
        {
          item: "Paneer Makhani Ready Meal",
          brands: ["MTR", "Haldiram's", "Gits"],
          sizes: { "300 g": 3.49 },
        },
        { item: "Jeera Rice Ready Meal", brands: ["MTR", "Haldiram's"], sizes: { "250 g": 2.79 } },
      ],
    },
  ],
};
