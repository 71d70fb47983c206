/** Every brand the aisles mention, grouped by country of origin (the info table's value). */
const brandsByOrigin: Readonly<Record<string, readonly string[]>> = {
  Pakistan: [
    "Ahmed", "Bake Parlor", "Bisconni", "Bonus", "Candyland", "Dalda", "Dawn", "Falak", "Fauji",
    "Guard", "Habib", "Hamdard", "Hemani", "Hilal", "K&N's", "Kolson", "Laziza", "LU", "Max",
    "Mehran", "Mitchell's", "Mon Salwa", "National", "Nurpur", "Olpers", "Omore", "Pakola",
    "Peek Freans", "Qarshi", "Rafhan", "Shan", "Shezan", "Sufi", "Super Crisp", "Tapal", "Vital",
    "Young's",
  ],
  India: [
    "24 Mantra", "Aashirvaad", "Amul", "Ashoka", "Bagrry's", "Balaji", "Bikaji", "Bikano", "Bambino",
    "Bournvita", "Britannia", "Brooke Bond", "Bru", "Cadbury", "Ching's", "Colin", "Cycle", "Daawat", "Dabur",
    "Everest", "Fortune", "Frooti", "Gits", "Golden Temple", "Gowardhan", "Haldiram's", "Happilo", "Hem",
    "Himalaya", "Horlicks", "Idhayam", "India Gate", "KLF Nirmal", "Kissan", "Kitchens of India",
    "Kohinoor", "Kwality", "Lizol", "Mangaldeep", "MDH", "Medimix", "Mother's Recipe", "MTR",
    "Mysore Sandal", "Narasu's", "Nature Fresh", "Nutraj", "Parachute", "Parle", "Patanjali", "Pillsbury",
    "Pooja Essentials", "Priya", "Rajdhani", "Rin", "Saffola", "Santoor", "Sujata", "Surf Excel",
    "Tata", "Tata Sampann", "Tata Tea", "Vatika", "Verka", "Vim", "Wagh Bakri",
  ],
  Bangladesh: ["Pran", "Radhuni", "Royal Bengal", "Ruchi"],
  "Sri Lanka": ["Dilmah", "Maliban", "Munchee"],
  Nepal: ["Wai Wai"],
  Afghanistan: ["Kabul Farms"],
  "United Arab Emirates": ["Al Barakah", "Al Haramain"],
  "Saudi Arabia": ["Al Shifa", "Almarai"],
  Qatar: ["Baladna"],
  Lebanon: ["Cortas"],
  Turkey: ["Pinar"],
  Brazil: ["Sadia"],
  Jamaica: ["Grace", "Walkerswood"],
  "Trinidad and Tobago": ["Chief", "Matouk's"],
  Malaysia: ["Kawan"],
  Canada: ["Al Safa", "Brar's", "Nanak"],
  "United Kingdom": [
    "Comfort", "Dettol", "Harpic", "KTC", "Lipton", "Patak's", "Savlon", "Shana", "Sunsilk", "Tilda",
    "Tropical Sun", "Vimto",
  ],
  Switzerland: ["Maggi", "Nescafe", "Nestle", "Nido"],
  Netherlands: ["Knorr"],
  Germany: ["Davidoff", "Pril"],
  Denmark: ["Lurpak"],
  Spain: ["Figaro"],
  USA: [
    "Ariel", "Colgate", "Crescent Foods", "Deep", "Downy", "Fresh Harvest", "Glad", "Gopi", "Hefty",
    "Horizon Organic", "Kellogg's", "Laxmi", "Midamar", "Nature's Yoke", "Oral-B", "Pete and Gerry's",
    "Quaker", "Reynolds", "Royal", "Sadaf", "Saffron Road", "Scotch-Brite", "Sea King", "Sumeru",
    "Sunny Farms", "Swad", "Tide", "Wonder", "Zabiha Halal", "Ziyad",
  ],
};

/** Brands sold abroad mostly to one community: their products are linked to its ethnicity first. */
const ethnicityByOrigin: Readonly<Record<string, string>> = {
  Pakistan: "Pakistan",
  India: "India",
  Bangladesh: "Bangladesh",
  "Sri Lanka": "Sri Lanka",
  Nepal: "Nepal",
  Afghanistan: "Afghanistan",
  "United Arab Emirates": "Middle East",
  "Saudi Arabia": "Middle East",
  Qatar: "Middle East",
  Lebanon: "Middle East",
  Turkey: "Middle East",
  Jamaica: "Caribbean",
  "Trinidad and Tobago": "Caribbean",
};

const ethnicityByBrand: Readonly<Record<string, string>> = {
  Deep: "India",
  Swad: "India",
  Laxmi: "India",
  Sumeru: "India",
  Gopi: "India",
  Nanak: "India",
  "Brar's": "India",
  Shana: "India",
  "Patak's": "India",
  Ziyad: "Middle East",
  Sadaf: "Middle East",
  Vimto: "Middle East",
  Sadia: "Middle East",
  "Tropical Sun": "Caribbean",
  "Al Safa": "Pakistan",
  "Zabiha Halal": "Pakistan",
  Midamar: "Middle East",
};

/** Shown in the footer's popular searches. */
const featured = new Set([
  "Shan", "National", "Aashirvaad", "Haldiram's", "Tapal", "MDH", "Guard", "Amul", "Nanak", "Pran",
  "Dilmah", "Grace", "K&N's", "Ziyad",
]);

export interface BrandSeed {
  name: string;
  origin: string;
  /** Ethnicity name the brand's products are linked to first, if any. */
  ethnicity: string | null;
  isFeatured: boolean;
}

export const brandSeeds: readonly BrandSeed[] = Object.entries(brandsByOrigin)
  .flatMap(([origin, names]) =>
    names.map((name) => ({
      name,
      origin,
      ethnicity: ethnicityByBrand[name] ?? ethnicityByOrigin[origin] ?? null,
      isFeatured: featured.has(name),
    })),
  )
  .sort((a, b) => a.name.localeCompare(b.name, "en"));
