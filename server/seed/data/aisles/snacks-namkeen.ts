import type { TopCategorySeed } from "../types";

export const snacksNamkeen: TopCategorySeed = {
  name: "Snacks & Namkeen",
  blurb: "Namkeen, chips, biscuits and chocolates for chai time and movie night.",
  kind: "pantry",
  nutrition: { kcal: [420, 560], protein: [0.05, 0.12], fat: [0.35, 0.55] },
  alwaysTags: ["Vegetarian"],
  tags: ["Tea Time", "Party Snacks", "Kids Favourite", "Lunch Box", "Spicy"],
  subCategories: [
    {
      name: "Namkeen & Mixtures",
      blurb: "Bhujia, nimco, daal moth and Bombay mix, crunchy and spiced.",
      flags: ["highlight", "showcase"],
      lines: [
        {
          item: "Aloo Bhujia",
          brands: ["Haldiram's", "Bikaji", "Balaji", "Bikano"],
          sizes: { "200 g": 2.49, "400 g": 4.29, "1 kg": 8.99 },
          ingredients: "Gram flour, potato, edible vegetable oil, moth bean flour, salt, spices.",
          tags: ["Spicy"],
        },
        {
          item: "Bombay Mix",
          brands: ["Haldiram's", "Bikano", "Deep"],
          sizes: { "200 g": 2.49, "400 g": 4.29 },
        },
        {
          item: "Nimco Mix",
          brands: ["Kolson", "Bikano"],
          sizes: { "200 g": 2.29, "400 g": 3.99 },
        },
        {
          item: "Daal Moth",
          brands: ["Haldiram's", "Bikaji", "Bikano"],
          sizes: { "200 g": 2.49, "400 g": 4.29 },
        },
        {
          item: "Khatta Meetha Mix",
          brands: ["Haldiram's", "Bikaji"],
          sizes: { "200 g": 2.49, "400 g": 4.29 },
        },
        {
          item: "Masala Peanuts",
          brands: ["Haldiram's", "Balaji", "Kolson"],
          sizes: { "200 g": 1.99 },
        },
        { item: "Chana Jor Garam", brands: ["Haldiram's", "Deep"], sizes: { "200 g": 2.29 } },
      ],
    },
    {
      name: "Chips & Crisps",
      blurb: "Masala, salted and banana chips for movie night and lunch boxes.",
      flags: ["highlight"],
      lines: [
        {
          item: "Masala Potato Chips",
          brands: ["Balaji", "Super Crisp", "Kolson", "Haldiram's"],
          sizes: { "50 g": 0.99, "150 g": 2.49 },
          tags: ["Spicy"],
        },
        {
          item: "Salted Potato Chips",
          brands: ["Balaji", "Super Crisp", "Kolson"],
          sizes: { "50 g": 0.99, "150 g": 2.49 },
        },
        {
          item: "Kerala Banana Chips",
          brands: ["Haldiram's", "Deep", "Swad"],
          sizes: { "200 g": 2.99, "400 g": 4.99 },
        },
        {
          item: "Chilli Lemon Chips",
          brands: ["Balaji", "Super Crisp"],
          sizes: { "50 g": 0.99, "150 g": 2.49 },
        },
        { item: "Cassava Chips", brands: ["Grace", "Tropical Sun"], sizes: { "100 g": 1.99 } },
        {
          item: "Plantain Chips",
          brands: ["Grace", "Tropical Sun"],
          sizes: { "100 g": 1.99 },
          tags: ["Gluten Free", "Dairy Free"],
        },
        { item: "Masala Rice Crackers", brands: ["Haldiram's", "Pran"], sizes: { "150 g": 2.29 } },
      ],
    },
    {
      name: "Biscuits & Cookies",
      blurb: "Nankhatai, glucose, zeera and cream biscuits for chai time.",
      flags: ["highlight"],
      lines: [
        {
          item: "Glucose Biscuits",
          brands: ["Parle", "Britannia", "Peek Freans", "Bisconni"],
          sizes: { "200 g": 1.49, "800 g": 4.49 },
          tags: ["Kids Favourite"],
        },
        {
          item: "Nankhatai Cookies",
          brands: ["Bisconni", "Britannia", "Bake Parlor"],
          sizes: { "300 g": 2.99 },
        },
        {
          item: "Whole Wheat Atta Cookies",
          brands: ["Britannia", "Parle", "Bisconni"],
          sizes: { "250 g": 2.49 },
          ingredients: "Whole wheat atta, sugar, vegetable fat, milk solids, raising agents, salt.",
          tags: ["Whole Grain"],
        },
        {
          item: "Chocolate Cream Biscuits",
          brands: ["Peek Freans", "Bisconni", "Britannia", "LU"],
          sizes: { "250 g": 2.29, "600 g": 4.99 },
        },
        {
          item: "Butter Cookies",
          brands: ["Britannia", "LU", "Bisconni"],
          sizes: { "400 g": 3.99 },
        },
        {
          item: "Zeera Plus Cumin Biscuits",
          brands: ["LU", "Peek Freans"],
          sizes: { "300 g": 2.49 },
        },
        {
          item: "Marie Tea Biscuits",
          brands: ["Britannia", "Maliban", "Munchee"],
          sizes: { "300 g": 1.99 },
        },
      ],
    },
    {
      name: "Chocolates & Candy",
      blurb: "Milk and dark chocolate, eclairs and mango candy for sweet cravings.",
      flags: ["highlight"],
      lines: [
        {
          item: "Milk Chocolate Bar",
          brands: ["Cadbury", "Amul", "Candyland"],
          sizes: { "40 g": 1.29, "110 g": 2.99 },
          ingredients: "Sugar, milk solids, cocoa butter, cocoa solids, emulsifiers.",
          tags: ["Kids Favourite"],
        },
        { item: "Dark Chocolate 55% Cocoa", brands: ["Amul", "Cadbury"], sizes: { "150 g": 3.99 } },
        {
          item: "Chocolate Wafer Bar",
          brands: ["Cadbury", "Bisconni", "Hilal"],
          sizes: { "Pack of 12": 4.49 },
        },
        {
          item: "Chocolate Eclairs Toffee",
          brands: ["Cadbury", "Candyland", "Hilal"],
          sizes: { "Pack of 50": 4.99 },
        },
        {
          item: "Mango Candy",
          brands: ["Parle", "Candyland", "Hilal"],
          sizes: { "Pack of 100": 3.49 },
        },
        { item: "Imli Candy", brands: ["Candyland", "Hilal"], sizes: { "Pack of 100": 3.49 } },
        {
          item: "Chocolate Coated Almonds",
          brands: ["Nutraj", "Cadbury"],
          sizes: { "200 g": 5.99 },
        },
      ],
    },
  ],
};
