import type { TopCategorySeed } from "../types";

export const sweetsDesserts: TopCategorySeed = {
  name: "Sweets & Desserts",
  blurb: "Mithai, dessert mixes and seviyan for Eid, Diwali and every sweet craving.",
  kind: "pantry",
  nutrition: { kcal: [300, 480], protein: [0.04, 0.1], fat: [0.15, 0.4] },
  alwaysTags: ["Vegetarian"],
  tags: ["Diwali Sweets", "Eid Special", "Festive Gifting", "Kids Favourite"],
  subCategories: [
    {
      name: "Mithai & Indian Sweets",
      blurb: "Gulab jamun, rasgulla, soan papdi and kaju katli for every celebration.",
      flags: ["highlight", "bestSeller"],
      lines: [
        {
          item: "Gulab Jamun Tin",
          brands: ["Haldiram's", "Bikano", "Bikaji"],
          sizes: { "1 kg": 5.99, "2 kg": 10.99 },
          ingredients: "Sugar, milk solids, water, wheat flour, cardamom.",
          tags: ["Diwali Sweets"],
        },
        {
          item: "Rasgulla Tin",
          brands: ["Haldiram's", "Bikano", "Pran"],
          sizes: { "1 kg": 5.99, "2 kg": 10.99 },
        },
        {
          item: "Soan Papdi",
          brands: ["Haldiram's", "Bikaji", "Bikano"],
          sizes: { "250 g": 2.99, "500 g": 4.99 },
        },
        {
          item: "Kaju Katli",
          brands: ["Haldiram's", "Bikano"],
          sizes: { "250 g": 9.99, "500 g": 17.99 },
        },
        { item: "Motichoor Ladoo", brands: ["Haldiram's", "Bikano"], sizes: { "400 g": 6.99 } },
        { item: "Rasmalai Tin", brands: ["Haldiram's", "Bikano"], sizes: { "1 kg": 7.99 } },
        { item: "Chum Chum", brands: ["Pran", "Haldiram's"], sizes: { "1 kg": 6.99 } },
      ],
    },
    {
      name: "Dessert Mixes",
      blurb: "Kheer, custard, falooda and firni mixes: dessert in fifteen minutes.",
      lines: [
        {
          item: "Kheer Mix Rice Pudding",
          brands: ["Shan", "National", "Ahmed", "MTR"],
          sizes: { "150 g": 2.29 },
        },
        {
          item: "Custard Powder",
          brands: ["Rafhan", "National", "Ahmed"],
          sizes: { "300 g": 2.99 },
        },
        { item: "Falooda Mix", brands: ["Shan", "National", "Ahmed"], sizes: { "200 g": 2.49 } },
        {
          item: "Gulab Jamun Mix",
          brands: ["Gits", "MTR", "Shan", "National"],
          sizes: { "200 g": 2.99, "500 g": 5.99 },
        },
        { item: "Rasmalai Mix", brands: ["Shan", "National", "Gits"], sizes: { "200 g": 3.49 } },
        { item: "Firni Mix", brands: ["Shan", "Rafhan"], sizes: { "150 g": 2.29 } },
        {
          item: "Jelly Crystals",
          brands: ["Rafhan", "National"],
          sizes: { "80 g": 0.99 },
          tags: ["Kids Favourite"],
        },
      ],
    },
    {
      name: "Vermicelli & Seviyan",
      blurb: "Roasted seviyan for sheer khurma, kheer and upma.",
      lines: [
        {
          item: "Roasted Vermicelli Seviyan",
          brands: ["Bambino", "Kolson", "Pran"],
          sizes: { "150 g": 1.29, "400 g": 2.99 },
          tags: ["Eid Special"],
        },
        {
          item: "Sheer Khurma Mix",
          brands: ["Shan", "National", "Ahmed"],
          sizes: { "150 g": 2.49 },
          tags: ["Eid Special"],
        },
        { item: "Lachha Seviyan", brands: ["Kolson", "Bambino"], sizes: { "200 g": 2.29 } },
        {
          item: "Rice Vermicelli",
          brands: ["Bambino", "Pran"],
          sizes: { "200 g": 1.99 },
          tags: ["Gluten Free"],
        },
      ],
    },
  ],
};
