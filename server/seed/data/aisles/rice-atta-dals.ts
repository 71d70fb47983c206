import type { TopCategorySeed } from "../types";

const dalSizes = { "2 lb": 3.99, "4 lb": 6.99, "8 lb": 12.99 };

export const riceAttaDals: TopCategorySeed = {
  name: "Rice, Atta & Dals",
  blurb: "Basmati and everyday rice, chakki atta, besan and every dal for the weekly shop.",
  kind: "pantry",
  nutrition: { kcal: [330, 370], protein: [0.08, 0.26], fat: [0.02, 0.08] },
  alwaysTags: ["Vegetarian"],
  tags: ["Vegan", "Bulk Buy", "Whole Grain", "Gluten Free", "Family Pack"],
  subCategories: [
    {
      name: "Basmati Rice",
      blurb: "Long, fragrant grains aged for fluffy biryani, pulao and everyday chawal.",
      flags: ["highlight", "showcase"],
      lines: [
        {
          item: "Basmati Rice Extra Long Grain",
          brands: ["Guard", "India Gate", "Daawat", "Kohinoor", "Falak"],
          sizes: { "2 lb": 5.49, "10 lb": 17.99, "20 lb": 29.99 },
          ingredients: "Basmati rice.",
          tags: ["Gluten Free"],
        },
        {
          item: "Sella Basmati Rice",
          brands: ["Guard", "Falak", "Royal", "Mehran"],
          sizes: { "10 lb": 16.99, "20 lb": 28.99 },
          ingredients: "Parboiled basmati rice.",
        },
        {
          item: "Aged Premium Basmati Rice",
          brands: ["India Gate", "Daawat", "Tilda", "Kohinoor"],
          sizes: { "5 lb": 11.99, "10 lb": 19.99 },
        },
        {
          item: "Brown Basmati Rice",
          brands: ["Royal", "Tilda", "Daawat"],
          sizes: { "2 lb": 4.99, "5 lb": 9.99 },
          tags: ["Whole Grain"],
        },
      ],
    },
    {
      name: "Everyday Rice",
      blurb: "Sona masoori, ponni, jasmine and kalijira rice for daily meals.",
      flags: ["highlight"],
      lines: [
        {
          item: "Sona Masoori Rice",
          brands: ["Swad", "Laxmi", "Deep", "24 Mantra"],
          sizes: { "10 lb": 14.99, "20 lb": 24.99 },
        },
        {
          item: "Ponni Boiled Rice",
          brands: ["Swad", "Laxmi"],
          sizes: { "10 lb": 15.99, "20 lb": 26.99 },
        },
        {
          item: "Kalijira Aromatic Rice",
          brands: ["Pran", "Radhuni"],
          sizes: { "2 lb": 4.99, "5 lb": 10.99 },
        },
        {
          item: "Jasmine Rice",
          brands: ["Royal", "Tilda"],
          sizes: { "5 lb": 8.99, "10 lb": 15.99 },
        },
        { item: "Idli Rice", brands: ["Swad", "Laxmi"], sizes: { "10 lb": 13.99 } },
      ],
    },
    {
      name: "Atta & Wheat Flour",
      blurb: "Stone-ground chakki atta for soft rotis, parathas and puris.",
      flags: ["highlight", "showcase", "bestSeller"],
      lines: [
        {
          item: "Whole Wheat Atta",
          brands: ["Aashirvaad", "Pillsbury", "Sujata", "Golden Temple", "Nature Fresh"],
          sizes: { "5 lb": 6.99, "10 lb": 11.99, "20 lb": 19.99 },
          ingredients: "100% whole wheat.",
          tags: ["Whole Grain"],
        },
        {
          item: "Chakki Fresh Atta",
          brands: ["Aashirvaad", "Pillsbury", "Golden Temple", "Sujata"],
          sizes: { "10 lb": 12.99, "20 lb": 21.99 },
          ingredients: "Stone-ground whole wheat.",
        },
        {
          item: "Multigrain Atta",
          brands: ["Aashirvaad", "Pillsbury", "24 Mantra"],
          sizes: { "5 lb": 8.49, "10 lb": 14.49 },
          ingredients: "Whole wheat, soya, channa, oat, maize and psyllium husk.",
        },
        {
          item: "Sharbati Whole Wheat Atta",
          brands: ["Aashirvaad", "Nature Fresh", "Laxmi"],
          sizes: { "10 lb": 13.99, "20 lb": 23.99 },
        },
        {
          item: "Durum Wheat Atta",
          brands: ["Sujata", "Golden Temple", "Laxmi"],
          sizes: { "10 lb": 12.49, "20 lb": 21.49 },
        },
        {
          item: "Maida All Purpose Flour",
          brands: ["Pillsbury", "Swad", "Laxmi"],
          sizes: { "2 lb": 2.99, "4 lb": 4.99 },
        },
        {
          item: "Sooji Semolina",
          brands: ["Swad", "Laxmi", "Deep"],
          sizes: { "2 lb": 2.99, "4 lb": 5.49 },
        },
      ],
    },
    {
      name: "Besan & Other Flours",
      blurb: "Gram flour for pakoras and kadhi, plus rice, corn and millet flours.",
      lines: [
        {
          item: "Besan Gram Flour",
          brands: ["Swad", "Laxmi", "Deep", "National"],
          sizes: { "2 lb": 3.99, "4 lb": 6.99 },
          ingredients: "Ground chana dal.",
          tags: ["Gluten Free"],
        },
        {
          item: "Rice Flour",
          brands: ["Swad", "Laxmi", "Pran"],
          sizes: { "2 lb": 2.99, "4 lb": 4.99 },
        },
        {
          item: "Makki Atta Corn Flour",
          brands: ["Swad", "Laxmi"],
          sizes: { "2 lb": 3.49, "4 lb": 5.99 },
        },
        { item: "Bajra Millet Atta", brands: ["24 Mantra", "Laxmi"], sizes: { "2 lb": 3.99 } },
        { item: "Ragi Flour", brands: ["24 Mantra", "Laxmi", "Deep"], sizes: { "2 lb": 3.99 } },
      ],
    },
    {
      name: "Toor, Moong & Chana Dal",
      blurb: "Split lentils for everyday dal: toor (arhar), moong, chana, urad and masoor.",
      flags: ["highlight", "bestSeller"],
      nutrition: { kcal: [330, 360], protein: [0.24, 0.3], fat: [0.02, 0.05] },
      lines: [
        {
          item: "Toor Dal",
          brands: ["Swad", "Laxmi", "Deep", "24 Mantra", "Rajdhani"],
          sizes: dalSizes,
          ingredients: "Split pigeon peas (toor dal).",
          tags: ["High Protein"],
        },
        {
          item: "Toor Dal Oily",
          brands: ["Swad", "Laxmi"],
          sizes: { "4 lb": 7.49, "8 lb": 13.99 },
        },
        {
          item: "Arhar Dal Unpolished",
          brands: ["24 Mantra", "Tata Sampann"],
          sizes: { "2 lb": 4.99, "4 lb": 8.99 },
          tags: ["Organic"],
        },
        {
          item: "Moong Dal",
          brands: ["Swad", "Laxmi", "Deep"],
          sizes: { "2 lb": 3.99, "4 lb": 6.99 },
        },
        {
          item: "Chana Dal",
          brands: ["Swad", "Laxmi", "Deep", "Rajdhani"],
          sizes: { "2 lb": 3.49, "4 lb": 5.99 },
        },
        {
          item: "Masoor Dal Red Lentils",
          brands: ["Swad", "Laxmi", "Pran"],
          sizes: { "2 lb": 3.29, "4 lb": 5.79 },
        },
        {
          item: "Urad Dal",
          brands: ["Swad", "Laxmi", "Deep"],
          sizes: { "2 lb": 3.99, "4 lb": 6.99 },
        },
      ],
    },
    {
      name: "Whole Pulses & Beans",
      blurb: "Kabuli chana, rajma, lobia and whole moong for slow-cooked curries.",
      nutrition: { kcal: [320, 360], protein: [0.22, 0.28], fat: [0.03, 0.08] },
      lines: [
        {
          item: "Kabuli Chana Chickpeas",
          brands: ["Swad", "Laxmi", "Deep", "Ziyad"],
          sizes: { "2 lb": 3.49, "4 lb": 6.29 },
        },
        {
          item: "Kala Chana Black Chickpeas",
          brands: ["Swad", "Laxmi"],
          sizes: { "2 lb": 3.29, "4 lb": 5.99 },
        },
        {
          item: "Rajma Red Kidney Beans",
          brands: ["Swad", "Laxmi", "Deep"],
          sizes: { "2 lb": 3.99, "4 lb": 6.99 },
        },
        { item: "Whole Moong Beans", brands: ["Swad", "Laxmi"], sizes: { "2 lb": 3.49 } },
        {
          item: "Lobia Black Eyed Peas",
          brands: ["Swad", "Laxmi", "Grace"],
          sizes: { "2 lb": 3.29 },
        },
      ],
    },
  ],
};
