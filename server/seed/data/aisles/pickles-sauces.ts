import type { TopCategorySeed } from "../types";

export const picklesSauces: TopCategorySeed = {
  name: "Pickles, Chutneys & Sauces",
  blurb: "Achar, chutneys, ketchup and cooking pastes that bring the flavour.",
  kind: "pantry",
  nutrition: { kcal: [90, 300], protein: [0.02, 0.06], fat: [0.2, 0.7] },
  alwaysTags: ["Vegetarian"],
  tags: ["Spicy", "Vegan", "Lunch Box"],
  subCategories: [
    {
      name: "Achar & Pickles",
      blurb: "Tangy mango, lime, mixed and chilli achar in mustard oil.",
      flags: ["highlight"],
      lines: [
        {
          item: "Mango Pickle",
          brands: ["National", "Shan", "Ahmed", "Mother's Recipe", "Priya", "Ruchi"],
          sizes: { "400 g": 3.49, "1 kg": 6.99 },
          ingredients:
            "Raw mango, mustard oil, salt, red chilli, fenugreek, fennel, nigella seeds, turmeric.",
          tags: ["Spicy"],
        },
        {
          item: "Mixed Pickle",
          brands: ["National", "Shan", "Ahmed", "Mother's Recipe"],
          sizes: { "400 g": 3.49, "1 kg": 6.99 },
        },
        {
          item: "Lime Pickle",
          brands: ["Mother's Recipe", "Priya", "Ahmed"],
          sizes: { "400 g": 3.29 },
        },
        {
          item: "Green Chilli Pickle",
          brands: ["National", "Ahmed", "Priya"],
          sizes: { "400 g": 3.29 },
          tags: ["Spicy"],
        },
        {
          item: "Garlic Pickle",
          brands: ["Mother's Recipe", "Priya", "National"],
          sizes: { "300 g": 3.49 },
        },
        { item: "Hot Mango Kasundi Pickle", brands: ["Ruchi", "Pran"], sizes: { "400 g": 3.99 } },
      ],
    },
    {
      name: "Chutneys & Dips",
      blurb: "Imli, mint and mango chutneys plus hummus for chaat, samosas and sandwiches.",
      lines: [
        {
          item: "Imli Tamarind Chutney",
          brands: ["Swad", "Deep", "Mother's Recipe", "National"],
          sizes: { "300 g": 2.99, "500 g": 4.49 },
          tags: ["Street Food"],
        },
        { item: "Mint Chutney", brands: ["Swad", "Deep", "National"], sizes: { "300 g": 2.99 } },
        {
          item: "Sweet Mango Chutney",
          brands: ["Patak's", "Swad", "Mother's Recipe"],
          sizes: { "340 g": 3.49 },
        },
        {
          item: "Classic Hummus",
          brands: ["Cortas", "Ziyad"],
          sizes: { "10 oz": 3.99 },
          ingredients: "Chickpeas, tahini, lemon juice, garlic, salt.",
          tags: ["Vegan", "Dairy Free"],
        },
        { item: "Baba Ghanoush", brands: ["Cortas", "Ziyad"], sizes: { "10 oz": 4.29 } },
      ],
    },
    {
      name: "Ketchup & Sauces",
      blurb: "Ketchup, chilli garlic, hot pepper and soy sauces for every table.",
      lines: [
        {
          item: "Tomato Ketchup",
          brands: ["National", "Mitchell's", "Maggi"],
          sizes: { "500 g": 2.99, "1 kg": 4.99 },
          tags: ["Kids Favourite"],
        },
        {
          item: "Chilli Garlic Sauce",
          brands: ["National", "Mitchell's", "Ching's"],
          sizes: { "300 g": 2.79 },
        },
        {
          item: "Hot & Sweet Tomato Chilli Sauce",
          brands: ["Maggi", "Mitchell's"],
          sizes: { "500 g": 3.49, "1 kg": 5.99 },
        },
        {
          item: "Hot Pepper Sauce",
          brands: ["Grace", "Matouk's", "Walkerswood"],
          sizes: { "150 ml": 3.49, "300 ml": 5.49 },
          tags: ["Spicy"],
        },
        { item: "Dark Soy Sauce", brands: ["Ching's", "National"], sizes: { "210 g": 1.99 } },
        {
          item: "Sandwich Mayonnaise",
          brands: ["Young's", "Mitchell's"],
          sizes: { "500 ml": 3.99, "1 L": 6.49 },
        },
      ],
    },
    {
      name: "Cooking Pastes",
      blurb: "Ginger garlic, tamarind and curry pastes that save time on busy days.",
      flags: ["newArrival"],
      lines: [
        {
          item: "Ginger Garlic Paste",
          brands: ["Shan", "National", "Ahmed", "Swad", "Mother's Recipe"],
          sizes: { "300 g": 2.99, "750 g": 5.99 },
          ingredients: "Ginger, garlic, salt, citric acid, rice bran oil.",
        },
        { item: "Tamarind Paste", brands: ["Swad", "Deep", "Laxmi"], sizes: { "400 g": 2.99 } },
        { item: "Tandoori Paste", brands: ["Patak's", "Shan"], sizes: { "300 g": 4.49 } },
        { item: "Tikka Masala Curry Paste", brands: ["Patak's", "Shan"], sizes: { "300 g": 4.49 } },
        {
          item: "Green Chilli Paste",
          brands: ["Swad", "Ahmed"],
          sizes: { "300 g": 2.79 },
          tags: ["Spicy"],
        },
      ],
    },
  ],
};
