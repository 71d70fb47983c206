import type { TopCategorySeed } from "../types";

const spiceSizes = { "100 g": 1.99, "200 g": 3.49, "400 g": 5.99 };
const masalaSizes = { "50 g": 1.99, "100 g": 3.29 };
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
        { item: "Ponni Boiled Rice", brands: ["Swad", "Laxmi"], sizes: { "10 lb": 15.99, "20 lb": 26.99 } },
        {
          item: "Kalijira Aromatic Rice",
          brands: ["Pran", "Radhuni"],
          sizes: { "2 lb": 4.99, "5 lb": 10.99 },
        },
        { item: "Jasmine Rice", brands: ["Royal", "Tilda"], sizes: { "5 lb": 8.99, "10 lb": 15.99 } },
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
        { item: "Maida All Purpose Flour", brands: ["Pillsbury", "Swad", "Laxmi"], sizes: { "2 lb": 2.99, "4 lb": 4.99 } },
        { item: "Sooji Semolina", brands: ["Swad", "Laxmi", "Deep"], sizes: { "2 lb": 2.99, "4 lb": 5.49 } },
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
        { item: "Rice Flour", brands: ["Swad", "Laxmi", "Pran"], sizes: { "2 lb": 2.99, "4 lb": 4.99 } },
        { item: "Makki Atta Corn Flour", brands: ["Swad", "Laxmi"], sizes: { "2 lb": 3.49, "4 lb": 5.99 } },
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
        { item: "Toor Dal Oily", brands: ["Swad", "Laxmi"], sizes: { "4 lb": 7.49, "8 lb": 13.99 } },
        {
          item: "Arhar Dal Unpolished",
          brands: ["24 Mantra", "Tata Sampann"],
          sizes: { "2 lb": 4.99, "4 lb": 8.99 },
          tags: ["Organic"],
        },
        { item: "Moong Dal", brands: ["Swad", "Laxmi", "Deep"], sizes: { "2 lb": 3.99, "4 lb": 6.99 } },
        { item: "Chana Dal", brands: ["Swad", "Laxmi", "Deep", "Rajdhani"], sizes: { "2 lb": 3.49, "4 lb": 5.99 } },
        { item: "Masoor Dal Red Lentils", brands: ["Swad", "Laxmi", "Pran"], sizes: { "2 lb": 3.29, "4 lb": 5.79 } },
        { item: "Urad Dal", brands: ["Swad", "Laxmi", "Deep"], sizes: { "2 lb": 3.99, "4 lb": 6.99 } },
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
        { item: "Kala Chana Black Chickpeas", brands: ["Swad", "Laxmi"], sizes: { "2 lb": 3.29, "4 lb": 5.99 } },
        { item: "Rajma Red Kidney Beans", brands: ["Swad", "Laxmi", "Deep"], sizes: { "2 lb": 3.99, "4 lb": 6.99 } },
        { item: "Whole Moong Beans", brands: ["Swad", "Laxmi"], sizes: { "2 lb": 3.49 } },
        { item: "Lobia Black Eyed Peas", brands: ["Swad", "Laxmi", "Grace"], sizes: { "2 lb": 3.29 } },
      ],
    },
  ],
};

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
        { item: "Kashmiri Mirch Powder", brands: ["MDH", "Everest", "Shan"], sizes: { "100 g": 2.49, "500 g": 8.99 } },
      ],
    },
    {
      name: "Whole Spices",
      blurb: "Cumin, cardamom, cloves and cinnamon for tadka, chai and biryani.",
      lines: [
        { item: "Jeera Cumin Seeds", brands: ["Swad", "Laxmi", "National", "Deep"], sizes: spiceSizes },
        { item: "Elaichi Green Cardamom", brands: ["Swad", "Laxmi", "Shan"], sizes: { "50 g": 4.99, "100 g": 8.99 } },
        { item: "Black Pepper Whole", brands: ["Swad", "Laxmi", "Everest"], sizes: { "100 g": 2.99, "200 g": 5.49 } },
        { item: "Cloves Laung", brands: ["Swad", "Laxmi"], sizes: { "50 g": 2.99, "100 g": 5.49 } },
        { item: "Cinnamon Sticks Dalchini", brands: ["Swad", "Laxmi"], sizes: { "100 g": 2.99 } },
        { item: "Ajwain Carom Seeds", brands: ["Swad", "Laxmi"], sizes: { "100 g": 1.99, "200 g": 3.29 } },
        { item: "Kalonji Nigella Seeds", brands: ["Swad", "Laxmi", "Shan"], sizes: { "100 g": 1.99 } },
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
          ingredients: "Salt, red chilli, coriander, cumin, black pepper, cardamom, cloves, dried plum, bay leaf.",
          tags: ["Spicy"],
        },
        { item: "Bombay Biryani Masala", brands: ["Shan", "National", "Mehran"], sizes: masalaSizes },
        {
          item: "Nihari Masala",
          brands: ["Shan", "National", "Mehran"],
          sizes: masalaSizes,
          ingredients: "Salt, red chilli, ginger, fennel, black pepper, cumin, dried ginger, nutmeg.",
        },
        { item: "Chicken Karahi Masala", brands: ["Shan", "National", "Mehran", "Laziza"], sizes: masalaSizes },
        { item: "Chicken Tikka Masala", brands: ["Shan", "National", "MDH"], sizes: masalaSizes },
        { item: "Korma Masala", brands: ["Shan", "National", "Mehran"], sizes: masalaSizes },
        { item: "Chana Masala", brands: ["MDH", "Everest"], sizes: masalaSizes },
        {
          item: "Haleem Mix",
          brands: ["Shan", "National", "Ahmed"],
          sizes: { "300 g": 3.49 },
          tags: ["Ramadan Special"],
        },
        { item: "Garam Masala", brands: ["Shan", "National", "MDH", "Everest"], sizes: masalaSizes },
        { item: "Pav Bhaji Masala", brands: ["MDH", "Everest"], sizes: masalaSizes, tags: ["Street Food"] },
        { item: "Chaat Masala", brands: ["MDH", "Everest", "National"], sizes: masalaSizes, tags: ["Street Food"] },
      ],
    },
    {
      name: "Salt, Sugar & Jaggery",
      blurb: "Namak, chini, gur and shakkar for the kitchen and the chai cup.",
      nutrition: { kcal: [0, 390], protein: [0, 0.01], fat: [0, 0.01] },
      lines: [
        { item: "Iodized Table Salt", brands: ["Tata", "Swad", "National"], sizes: { "1 kg": 1.49, "2 kg": 2.49 } },
        {
          item: "Pink Himalayan Salt",
          brands: ["National", "Shan", "Swad"],
          sizes: { "500 g": 2.99, "1 kg": 4.99 },
          origin: "Pakistan",
        },
        { item: "Kala Namak Black Salt", brands: ["Swad", "Laxmi"], sizes: { "200 g": 1.99 } },
        { item: "White Sugar Chini", brands: ["Swad", "Laxmi", "Fresh Harvest"], sizes: { "2 lb": 2.49, "4 lb": 4.29 } },
        { item: "Brown Sugar Shakkar", brands: ["Swad", "Laxmi"], sizes: { "2 lb": 3.49 } },
        {
          item: "Jaggery Gur",
          brands: ["Swad", "Laxmi", "Deep"],
          sizes: { "1 lb": 2.99, "2 lb": 4.99 },
          ingredients: "Sugarcane juice.",
        },
        { item: "Sugar Cubes", brands: ["Fresh Harvest"], sizes: { "1 lb": 2.49 }, tags: ["Tea Time"] },
      ],
    },
    {
      name: "Dried Herbs & Seasonings",
      blurb: "Kasuri methi, amchur, za'atar and jerk seasoning that finish a dish.",
      lines: [
        { item: "Kasuri Methi Dried Fenugreek", brands: ["MDH", "Swad", "Laxmi"], sizes: { "50 g": 1.99, "100 g": 3.49 } },
        { item: "Amchur Mango Powder", brands: ["MDH", "Swad", "Everest"], sizes: { "100 g": 2.49 } },
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
        { item: "Caribbean Curry Powder", brands: ["Grace", "Chief"], sizes: { "100 g": 2.99, "500 g": 9.99 } },
      ],
    },
  ],
};

export const oilsGhee: TopCategorySeed = {
  name: "Oils & Ghee",
  blurb: "Desi ghee, cooking oils and cold-pressed oils for every kind of cooking.",
  kind: "pantry",
  nutrition: { kcal: [880, 900], protein: [0, 0], fat: [0.99, 1] },
  tags: ["Bulk Buy", "Heart Healthy", "Family Pack"],
  subCategories: [
    {
      name: "Desi Ghee",
      blurb: "Pure cow and buffalo ghee, slow-clarified for that nutty aroma.",
      flags: ["highlight"],
      lines: [
        {
          item: "Pure Desi Ghee",
          brands: ["Amul", "Nanak", "Gowardhan", "Verka", "Patanjali", "Nurpur"],
          sizes: { "1 lb": 9.99, "2 lb": 17.99, "4 lb": 32.99 },
          ingredients: "Milk fat.",
          tags: ["Vegetarian"],
        },
        {
          item: "Pure Cow Ghee",
          brands: ["Amul", "Nanak", "Gowardhan", "Patanjali"],
          sizes: { "1 lb": 10.99, "2 lb": 19.99 },
          ingredients: "Cow milk fat.",
          tags: ["Vegetarian"],
        },
        { item: "Banaspati Vegetable Ghee", brands: ["Dalda", "Habib", "Sufi"], sizes: { "1 kg": 5.99, "2.5 kg": 12.99 } },
      ],
    },
    {
      name: "Cooking Oils",
      blurb: "Canola, sunflower, corn and sarson oils for frying, tadka and baking.",
      lines: [
        {
          item: "Canola Oil",
          brands: ["Dalda", "Habib", "Sufi", "Fortune"],
          sizes: { "1 L": 4.49, "3 L": 11.99, "5 L": 18.99 },
          tags: ["Heart Healthy"],
        },
        { item: "Sunflower Oil", brands: ["Dalda", "Sufi", "Fortune", "KTC"], sizes: { "1 L": 4.99, "3 L": 12.99 } },
        { item: "Mustard Oil Sarson", brands: ["Fortune", "KTC", "Swad"], sizes: { "1 L": 5.99, "2 L": 10.99 } },
        { item: "Corn Oil", brands: ["Dalda", "Habib", "KTC"], sizes: { "1 L": 4.99, "5 L": 19.99 } },
        { item: "Rice Bran Oil", brands: ["Fortune", "KTC"], sizes: { "1 L": 6.49, "5 L": 24.99 } },
      ],
    },
    {
      name: "Coconut & Specialty Oils",
      blurb: "Cold-pressed coconut, til and olive oils for southern and coastal cooking.",
      lines: [
        {
          item: "Virgin Coconut Oil",
          brands: ["KLF Nirmal", "Parachute"],
          sizes: { "500 ml": 5.99, "1 L": 9.99 },
          tags: ["Vegan", "Dairy Free"],
        },
        { item: "Gingelly Sesame Til Oil", brands: ["Idhayam", "KTC", "Swad"], sizes: { "500 ml": 5.49, "1 L": 9.49 } },
        { item: "Pomace Olive Oil", brands: ["Figaro", "KTC"], sizes: { "500 ml": 6.99, "1 L": 11.99 } },
      ],
    },
  ],
};

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
          ingredients: "Raw mango, mustard oil, salt, red chilli, fenugreek, fennel, nigella seeds, turmeric.",
          tags: ["Spicy"],
        },
        { item: "Mixed Pickle", brands: ["National", "Shan", "Ahmed", "Mother's Recipe"], sizes: { "400 g": 3.49, "1 kg": 6.99 } },
        { item: "Lime Pickle", brands: ["Mother's Recipe", "Priya", "Ahmed"], sizes: { "400 g": 3.29 } },
        { item: "Green Chilli Pickle", brands: ["National", "Ahmed", "Priya"], sizes: { "400 g": 3.29 }, tags: ["Spicy"] },
        { item: "Garlic Pickle", brands: ["Mother's Recipe", "Priya", "National"], sizes: { "300 g": 3.49 } },
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
        { item: "Sweet Mango Chutney", brands: ["Patak's", "Swad", "Mother's Recipe"], sizes: { "340 g": 3.49 } },
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
        { item: "Chilli Garlic Sauce", brands: ["National", "Mitchell's", "Ching's"], sizes: { "300 g": 2.79 } },
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
        { item: "Sandwich Mayonnaise", brands: ["Young's", "Mitchell's"], sizes: { "500 ml": 3.99, "1 L": 6.49 } },
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
        { item: "Green Chilli Paste", brands: ["Swad", "Ahmed"], sizes: { "300 g": 2.79 }, tags: ["Spicy"] },
      ],
    },
  ],
};
