import type { TopCategorySeed } from "../types";

const spiceSizes = { "100 g": 1.99, "200 g": 3.49, "400 g": 5.99 };

const masalaSizes = { "50 g": 1.99, "100 g": 3.29 };

export const spicesMasalas: TopCategorySeed = {
  name: "Spices & Masalas",
  blurb: "Ground and whole spices, recipe masalas and seasonings from trusted spice houses.",
  kind: "pantry",
  nutrition: { kcal: [250, 380], protein: [0.08, 0.16], fat: [0.1, 0.3] },
  alwaysTags: ["Vegetarian"],
  tags: ["Spicy", "Vegan", "No Added Preservatives", "Gluten Free"],
  subCategories: [
    {
      name: "Ground Spices",
      blurb: "Haldi, mirch, dhania and jeera powders ground from whole sun-dried spices.",
      flags: ["highlight"],
      lines: [
        {
          item: "Haldi Turmeric Powder",
          brands: ["Shan", "National", "MDH", "Everest", "Deep", "Radhuni"],
          sizes: spiceSizes,
          ingredients: "Turmeric.",
        },
        {
          item: "Red Chilli Powder",
          brands: ["Shan", "National", "MDH", "Everest", "Radhuni"],
          sizes: spiceSizes,
          ingredients: "Red chillies.",
          tags: ["Spicy"],
        },
        {
          item: "Dhania Coriander Powder",
          brands: ["National", "MDH", "Everest", "Radhuni"],
          sizes: spiceSizes,
          ingredients: "Coriander seeds.",
        },
        { item: "Jeera Cumin Powder", brands: ["National", "MDH", "Everest"], sizes: spiceSizes },
        {
          item: "Kashmiri Mirch Powder",
          brands: ["MDH", "Everest", "Shan"],
          sizes: { "100 g": 2.49, "500 g": 8.99 },
        },
      ],
    },
    {
      name: "Whole Spices",
      blurb: "Cumin, cardamom, cloves and cinnamon for tadka, chai and biryani.",
      lines: [
        {
          item: "Jeera Cumin Seeds",
          brands: ["Swad", "Laxmi", "National", "Deep"],
          sizes: spiceSizes,
        },
        {
          item: "Elaichi Green Cardamom",
          brands: ["Swad", "Laxmi", "Shan"],
          sizes: { "50 g": 4.99, "100 g": 8.99 },
        },
        {
          item: "Black Pepper Whole",
          brands: ["Swad", "Laxmi", "Everest"],
          sizes: { "100 g": 2.99, "200 g": 5.49 },
        },
        { item: "Cloves Laung", brands: ["Swad", "Laxmi"], sizes: { "50 g": 2.99, "100 g": 5.49 } },
        { item: "Cinnamon Sticks Dalchini", brands: ["Swad", "Laxmi"], sizes: { "100 g": 2.99 } },
        {
          item: "Ajwain Carom Seeds",
          brands: ["Swad", "Laxmi"],
          sizes: { "100 g": 1.99, "200 g": 3.29 },
        },
        {
          item: "Kalonji Nigella Seeds",
          brands: ["Swad", "Laxmi", "Shan"],
          sizes: { "100 g": 1.99 },
        },
      ],
    },
    {
      name: "Recipe Masalas",
      blurb: "Ready spice mixes for biryani, nihari, karahi, korma and tikka.",
      flags: ["highlight", "showcase"],
      lines: [
        {
          item: "Biryani Masala",
          brands: ["Shan", "National", "Mehran", "Laziza", "MDH", "Everest"],
          sizes: masalaSizes,
          ingredients:
            "Salt, red chilli, coriander, cumin, black pepper, cardamom, cloves, dried plum, bay leaf.",
          tags: ["Spicy"],
        },
        {
          item: "Bombay Biryani Masala",
          brands: ["Shan", "National", "Mehran"],
          sizes: masalaSizes,
        },
        {
          item: "Nihari Masala",
          brands: ["Shan", "National", "Mehran"],
          sizes: masalaSizes,
          ingredients:
            "Salt, red chilli, ginger, fennel, black pepper, cumin, dried ginger, nutmeg.",
        },
        {
          item: "Chicken Karahi Masala",
          brands: ["Shan", "National", "Mehran", "Laziza"],
          sizes: masalaSizes,
        },
        { item: "Chicken Tikka Masala", brands: ["Shan", "National", "MDH"], sizes: masalaSizes },
        { item: "Korma Masala", brands: ["Shan", "National", "Mehran"], sizes: masalaSizes },
        { item: "Chana Masala", brands: ["MDH", "Everest"], sizes: masalaSizes },
        {
          item: "Haleem Mix",
          brands: ["Shan", "National", "Ahmed"],
          sizes: { "300 g": 3.49 },
          tags: ["Ramadan Special"],
        },
        {
          item: "Garam Masala",
          brands: ["Shan", "National", "MDH", "Everest"],
          sizes: masalaSizes,
        },
        {
          item: "Pav Bhaji Masala",
          brands: ["MDH", "Everest"],
          sizes: masalaSizes,
          tags: ["Street Food"],
        },
        {
          item: "Chaat Masala",
          brands: ["MDH", "Everest", "National"],
          sizes: masalaSizes,
          tags: ["Street Food"],
        },
      ],
    },
    {
      name: "Salt, Sugar & Jaggery",
      blurb: "Namak, chini, gur and shakkar for the kitchen and the chai cup.",
      nutrition: { kcal: [0, 390], protein: [0, 0.01], fat: [0, 0.01] },
      lines: [
        {
          item: "Iodized Table Salt",
          brands: ["Tata", "Swad", "National"],
          sizes: { "1 kg": 1.49, "2 kg": 2.49 },
        },
        {
          item: "Pink Himalayan Salt",
          brands: ["National", "Shan", "Swad"],
          sizes: { "500 g": 2.99, "1 kg": 4.99 },
          origin: "Pakistan",
        },
        { item: "Kala Namak Black Salt", brands: ["Swad", "Laxmi"], sizes: { "200 g": 1.99 } },
        {
          item: "White Sugar Chini",
          brands: ["Swad", "Laxmi", "Fresh Harvest"],
          sizes: { "2 lb": 2.49, "4 lb": 4.29 },
        },
        { item: "Brown Sugar Shakkar", brands: ["Swad", "Laxmi"], sizes: { "2 lb": 3.49 } },
        {
          item: "Jaggery Gur",
          brands: ["Swad", "Laxmi", "Deep"],
          sizes: { "1 lb": 2.99, "2 lb": 4.99 },
          ingredients: "Sugarcane juice.",
        },
        {
          item: "Sugar Cubes",
          brands: ["Fresh Harvest"],
          sizes: { "1 lb": 2.49 },
          tags: ["Tea Time"],
        },
      ],
    },
    {
      name: "Dried Herbs & Seasonings",
      blurb: "Kasuri methi, amchur, za'atar and jerk seasoning that finish a dish.",
      lines: [
        {
          item: "Kasuri Methi Dried Fenugreek",
          brands: ["MDH", "Swad", "Laxmi"],
          sizes: { "50 g": 1.99, "100 g": 3.49 },
        },
        {
          item: "Amchur Mango Powder",
          brands: ["MDH", "Swad", "Everest"],
          sizes: { "100 g": 2.49 },
        },
        { item: "Dried Mint Leaves", brands: ["Swad", "Ziyad"], sizes: { "50 g": 1.99 } },
        { item: "Sumac Spice", brands: ["Ziyad", "Sadaf"], sizes: { "100 g": 3.49 } },
        {
          item: "Za'atar Seasoning",
          brands: ["Ziyad", "Sadaf"],
          sizes: { "100 g": 3.99, "250 g": 7.49 },
          ingredients: "Thyme, sumac, toasted sesame seeds, salt.",
        },
        {
          item: "Jamaican Jerk Seasoning",
          brands: ["Grace", "Walkerswood"],
          sizes: { "10 oz": 5.99 },
          tags: ["Spicy"],
        },
        {
          item: "Caribbean Curry Powder",
          brands: ["Grace", "Chief"],
          sizes: { "100 g": 2.99, "500 g": 9.99 },
        },
      ],
    },
  ],
};
