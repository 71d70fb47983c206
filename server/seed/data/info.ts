import type { ProductKind } from "./types";

interface KindProfile {
  shelfLife: readonly string[];
  storage: string;
  /** Nutrition is given per 100 of this unit; null for non-food. */
  nutritionBasis: "g" | "ml" | null;
  returnPolicy: string;
  /** Closing sentences for the description, one is drawn per product. */
  closers: readonly string[];
}

const perishableReturn =
  "This is a perishable item. If it arrives damaged, spoiled or past its date, report it within 24 hours of delivery for a refund or replacement.";

export const kindProfiles: Readonly<Record<ProductKind, KindProfile>> = {
  pantry: {
    shelfLife: ["6 months", "9 months", "12 months", "18 months"],
    storage:
      "Store in a cool, dry place away from direct sunlight. Keep tightly closed after opening.",
    nutritionBasis: "g",
    returnPolicy:
      "Unopened items can be returned within 7 days of delivery for a full refund. Opened food items cannot be returned for hygiene reasons.",
    closers: [
      "A pantry staple in South Asian kitchens.",
      "Loved by home cooks for its consistent quality.",
      "Sealed for freshness and easy to store.",
      "The taste of home, wherever home is.",
    ],
  },
  fresh: {
    shelfLife: ["3 days", "5 days", "7 days"],
    storage: "Refrigerate at 1–4 °C and use within a few days. Wash before use.",
    nutritionBasis: "g",
    returnPolicy: perishableReturn,
    closers: [
      "Hand-picked and delivered fresh.",
      "Sourced from trusted farms and checked for quality.",
      "Best enjoyed within a few days of delivery.",
    ],
  },
  chilled: {
    shelfLife: ["7 days", "10 days", "14 days", "21 days"],
    storage: "Keep refrigerated at 0–4 °C. Once opened, use within 3 days.",
    nutritionBasis: "g",
    returnPolicy: perishableReturn,
    closers: [
      "Delivered cold in insulated packaging.",
      "Packed fresh and kept chilled all the way to your door.",
      "A fridge essential for the whole family.",
    ],
  },
  frozen: {
    shelfLife: ["6 months", "9 months", "12 months"],
    storage: "Keep frozen at −18 °C or below. Do not refreeze once thawed.",
    nutritionBasis: "g",
    returnPolicy: perishableReturn,
    closers: [
      "Straight from the freezer to the pan.",
      "Frozen at peak freshness to lock in flavour.",
      "Keep a pack handy for unexpected guests.",
    ],
  },
  beverage: {
    shelfLife: ["6 months", "9 months", "12 months"],
    storage: "Store in a cool, dry place. Refrigerate after opening and use within 5 days.",
    nutritionBasis: "ml",
    returnPolicy:
      "Unopened bottles and cartons can be returned within 7 days of delivery for a full refund.",
    closers: [
      "Best served chilled.",
      "Refreshing any time of the day.",
      "A favourite at iftar and family gatherings.",
    ],
  },
  nonfood: {
    shelfLife: ["24 months", "36 months"],
    storage: "Store in a cool, dry place out of the reach of children.",
    nutritionBasis: null,
    returnPolicy:
      "Unused items in their original packaging can be returned within 14 days of delivery.",
    closers: [
      "Trusted by families for generations.",
      "Great value for everyday use.",
      "Read the label before use.",
    ],
  },
};

export const disclaimer =
  "Product images are for illustration only. Packaging, ingredients and nutrition details may vary; always read the label before use.";
