import type { TopCategorySeed } from "../types";

export const meatSeafood: TopCategorySeed = {
  name: "Meat & Seafood (Halal)",
  blurb: "Zabiha halal chicken, goat, lamb and beef plus fish and seafood, cleaned and cut.",
  kind: "chilled",
  nutrition: { kcal: [110, 260], protein: [0.45, 0.8], fat: [0.15, 0.5] },
  alwaysTags: ["Halal"],
  tags: ["High Protein", "Family Pack", "Bulk Buy"],
  subCategories: [
    {
      name: "Halal Chicken",
      blurb: "Hand-slaughtered zabiha chicken: whole, curry cut, boneless and keema.",
      flags: ["highlight", "showcase"],
      lines: [
        {
          item: "Whole Chicken Skinless",
          brands: ["Crescent Foods", "Zabiha Halal", "Midamar"],
          sizes: { "3 lb": 9.99, "4 lb": 12.99 },
        },
        {
          item: "Chicken Curry Cut Bone-in",
          brands: ["Crescent Foods", "Zabiha Halal", "Midamar"],
          sizes: { "2 lb": 7.99, "4 lb": 14.99 },
        },
        {
          item: "Boneless Chicken Breast",
          brands: ["Crescent Foods", "Zabiha Halal", "Midamar"],
          sizes: { "1 lb": 5.99, "3 lb": 15.99 },
        },
        {
          item: "Chicken Drumsticks",
          brands: ["Crescent Foods", "Zabiha Halal"],
          sizes: { "2 lb": 6.49 },
        },
        {
          item: "Chicken Keema Mince",
          brands: ["Crescent Foods", "Zabiha Halal"],
          sizes: { "1 lb": 5.49, "2 lb": 10.49 },
        },
        {
          item: "Chicken Karahi Cut",
          brands: ["Zabiha Halal", "Midamar"],
          sizes: { "2 lb": 8.49 },
        },
      ],
    },
    {
      name: "Mutton, Goat & Beef",
      blurb: "Goat curry cut, lamb chops, beef nalli and keema for nihari and korma.",
      lines: [
        {
          item: "Goat Curry Cut Bone-in",
          brands: ["Zabiha Halal", "Midamar"],
          sizes: { "2 lb": 15.99, "4 lb": 29.99 },
        },
        {
          item: "Lamb Chops",
          brands: ["Zabiha Halal", "Midamar"],
          sizes: { "1 lb": 12.99, "2 lb": 24.99 },
        },
        { item: "Lamb Keema Mince", brands: ["Zabiha Halal", "Midamar"], sizes: { "1 lb": 8.99 } },
        {
          item: "Beef Boneless Cubes",
          brands: ["Zabiha Halal", "Midamar"],
          sizes: { "2 lb": 13.99 },
        },
        {
          item: "Beef Nalli Shank for Nihari",
          brands: ["Zabiha Halal", "Midamar"],
          sizes: { "2 lb": 12.99 },
        },
        {
          item: "Beef Keema Mince",
          brands: ["Zabiha Halal", "Midamar"],
          sizes: { "1 lb": 6.99, "2 lb": 12.99 },
        },
        { item: "Goat Paya Trotters", brands: ["Zabiha Halal"], sizes: { "2 lb": 9.99 } },
      ],
    },
    {
      name: "Fish & Seafood",
      blurb: "Rohu, hilsa, pomfret, tilapia and shrimp, cleaned and cut.",
      kind: "frozen",
      lines: [
        { item: "Rohu Fish Steaks", brands: ["Royal Bengal", "Sea King"], sizes: { "2 lb": 9.99 } },
        {
          item: "Hilsa Ilish Fish Whole",
          brands: ["Royal Bengal", "Sea King"],
          sizes: { "2 lb": 17.99, "3 lb": 25.99 },
        },
        {
          item: "Silver Pomfret Whole",
          brands: ["Sea King", "Royal Bengal"],
          sizes: { "1 lb": 9.99 },
        },
        {
          item: "Tilapia Fillets",
          brands: ["Sea King", "Fresh Harvest"],
          sizes: { "2 lb": 10.99 },
        },
        {
          item: "Peeled Jhinga Shrimp",
          brands: ["Sea King", "Royal Bengal"],
          sizes: { "1 lb": 9.99, "2 lb": 18.99 },
        },
        { item: "Surmai Kingfish Steaks", brands: ["Sea King"], sizes: { "2 lb": 16.99 } },
      ],
    },
    {
      name: "Marinated & Ready to Cook",
      blurb: "Tikka boti, seekh kabab and tandoori leg, marinated and ready for the grill.",
      flags: ["newArrival"],
      lines: [
        {
          item: "Chicken Tikka Boti Marinated",
          brands: ["Zabiha Halal", "Crescent Foods", "Al Safa"],
          sizes: { "1 lb": 7.99, "2 lb": 14.99 },
          tags: ["Spicy"],
        },
        {
          item: "Tandoori Chicken Leg Quarters",
          brands: ["Crescent Foods", "Zabiha Halal"],
          sizes: { "2 lb": 8.99 },
        },
        {
          item: "Beef Seekh Kabab",
          brands: ["Al Safa", "Mon Salwa", "K&N's"],
          sizes: { "1 lb": 7.49 },
        },
        {
          item: "Chicken Malai Boti",
          brands: ["Zabiha Halal", "Crescent Foods"],
          sizes: { "1 lb": 8.49 },
        },
        {
          item: "Halal Beef Hot Dogs",
          brands: ["Midamar", "Al Safa"],
          sizes: { "1 lb": 5.99 },
          tags: ["Kids Favourite"],
        },
      ],
    },
  ],
};
