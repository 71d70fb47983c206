import { defineText } from "@/i18n/defineText";

/**
 * The names of the seeded aisles and their sub-categories (server/seed/data), keyed by their
 * English name as the API sends it, so the chosen language can name them. A category the seed
 * does not know (added later by the store) keeps its own name.
 */
export const categoryNamesText: Readonly<Record<string, string>> = defineText("categoryNamesText", {
  "Rice, Atta & Dals": "Rice, Atta & Dals",
  "Basmati Rice": "Basmati Rice",
  "Everyday Rice": "Everyday Rice",
  "Atta & Wheat Flour": "Atta & Wheat Flour",
  "Besan & Other Flours": "Besan & Other Flours",
  "Toor, Moong & Chana Dal": "Toor, Moong & Chana Dal",
  "Whole Pulses & Beans": "Whole Pulses & Beans",
  "Spices & Masalas": "Spices & Masalas",
  "Ground Spices": "Ground Spices",
  "Whole Spices": "Whole Spices",
  "Recipe Masalas": "Recipe Masalas",
  "Salt, Sugar & Jaggery": "Salt, Sugar & Jaggery",
  "Dried Herbs & Seasonings": "Dried Herbs & Seasonings",
  "Dairy & Eggs": "Dairy & Eggs",
  Milk: "Milk",
  "Dahi & Yogurt": "Dahi & Yogurt",
  "Paneer & Cheese": "Paneer & Cheese",
  "Butter & Cream": "Butter & Cream",
  Eggs: "Eggs",
  "Fruits & Vegetables": "Fruits & Vegetables",
  "Fresh Vegetables": "Fresh Vegetables",
  "Fresh Fruits": "Fresh Fruits",
  "Herbs & Leafy Greens": "Herbs & Leafy Greens",
  "Ginger, Garlic & Roots": "Ginger, Garlic & Roots",
  "Dry Fruits & Nuts": "Dry Fruits & Nuts",
  "Snacks & Namkeen": "Snacks & Namkeen",
  "Namkeen & Mixtures": "Namkeen & Mixtures",
  "Chips & Crisps": "Chips & Crisps",
  "Biscuits & Cookies": "Biscuits & Cookies",
  "Chocolates & Candy": "Chocolates & Candy",
  "Frozen Foods": "Frozen Foods",
  "Frozen Parathas & Breads": "Frozen Parathas & Breads",
  "Frozen Snacks": "Frozen Snacks",
  "Frozen Vegetables": "Frozen Vegetables",
  "Frozen Ready Meals": "Frozen Ready Meals",
  "Ice Cream & Kulfi": "Ice Cream & Kulfi",
  Beverages: "Beverages",
  "Tea & Chai": "Tea & Chai",
  "Coffee & Malt Drinks": "Coffee & Malt Drinks",
  "Juices & Sharbat": "Juices & Sharbat",
  "Soft Drinks & Water": "Soft Drinks & Water",
  "Sweets & Desserts": "Sweets & Desserts",
  "Mithai & Indian Sweets": "Mithai & Indian Sweets",
  "Dessert Mixes": "Dessert Mixes",
  "Vermicelli & Seviyan": "Vermicelli & Seviyan",
  "Pickles, Chutneys & Sauces": "Pickles, Chutneys & Sauces",
  "Achar & Pickles": "Achar & Pickles",
  "Chutneys & Dips": "Chutneys & Dips",
  "Ketchup & Sauces": "Ketchup & Sauces",
  "Cooking Pastes": "Cooking Pastes",
  "Oils & Ghee": "Oils & Ghee",
  "Desi Ghee": "Desi Ghee",
  "Cooking Oils": "Cooking Oils",
  "Coconut & Specialty Oils": "Coconut & Specialty Oils",
  "Bakery & Breakfast": "Bakery & Breakfast",
  "Bread & Buns": "Bread & Buns",
  "Rusk & Cakes": "Rusk & Cakes",
  "Breakfast Cereals & Poha": "Breakfast Cereals & Poha",
  "Jams, Honey & Spreads": "Jams, Honey & Spreads",
  "Noodles & Pasta": "Noodles & Pasta",
  "Ready to Eat": "Ready to Eat",
  "Meat & Seafood (Halal)": "Meat & Seafood (Halal)",
  "Halal Chicken": "Halal Chicken",
  "Mutton, Goat & Beef": "Mutton, Goat & Beef",
  "Fish & Seafood": "Fish & Seafood",
  "Marinated & Ready to Cook": "Marinated & Ready to Cook",
  Household: "Household",
  Laundry: "Laundry",
  Dishwashing: "Dishwashing",
  "Home Cleaning": "Home Cleaning",
  "Kitchen & Disposables": "Kitchen & Disposables",
  "Personal Care": "Personal Care",
  "Hair Care": "Hair Care",
  "Skin & Body Care": "Skin & Body Care",
  "Oral Care": "Oral Care",
  "Health & Wellness": "Health & Wellness",
  "Pooja & Festive": "Pooja & Festive",
  "Incense & Agarbatti": "Incense & Agarbatti",
  "Diyas & Puja Items": "Diyas & Puja Items",
  "Gift Boxes & Hampers": "Gift Boxes & Hampers",
});

/** The ethnicities' labels, as the catalogue menu shows them. */
export const ethnicityNamesText: Readonly<Record<string, string>> = defineText(
  "ethnicityNamesText",
  {
    "Asia (Pakistan)": "Asia (Pakistan)",
    "Asia (India)": "Asia (India)",
    "Asia (Bangladesh)": "Asia (Bangladesh)",
    "Asia (Sri Lanka)": "Asia (Sri Lanka)",
    "Asia (Nepal)": "Asia (Nepal)",
    "Asia (Afghanistan)": "Asia (Afghanistan)",
    "Middle East": "Middle East",
    Caribbean: "Caribbean",
    "Africa (East Africa)": "Africa (East Africa)",
  },
);

/** A category's name in the active language, else as the API sent it. */
export function localCategoryName(name: string): string {
  return Object.hasOwn(categoryNamesText, name) ? (categoryNamesText[name] ?? name) : name;
}

/** An ethnicity's label in the active language, else as the API sent it. */
export function localEthnicityName(label: string): string {
  return Object.hasOwn(ethnicityNamesText, label) ? (ethnicityNamesText[label] ?? label) : label;
}
