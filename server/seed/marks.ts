import { PRODUCT_MARKS } from "../../shared/catalog";
import type { ProductKind } from "./data/types";

/**
 * What each seeded product is, as its pack would say (docs/catalogue-marks.md): the contract's
 * ProductMark values, decided from the item's name, its ingredients, its aisle and the line's
 * tags. Every rule is one small function below; the catalogue test checks that no seeded product
 * breaks one, and the seed drops any tag that contradicts the marks ("Vegan" on paneer).
 */

export { PRODUCT_MARKS };
export type ProductMark = (typeof PRODUCT_MARKS)[number];

/** What the rules read of a product line. */
export interface MarkSubject {
  /** The aisle (top category) name. */
  aisle: string;
  subCategory: string;
  kind: ProductKind;
  item: string;
  ingredients?: string | undefined;
  /** The line's own tags (not the aisle's random ones): "Halal", "Gluten Free". */
  lineTags?: readonly string[] | undefined;
}

/** Meat, fish and eggs; a spice mix or paste named after a dish ("Chicken Tikka Masala") is none. */
const MEAT_OR_FISH =
  /\b(chicken|beef|lamb|goat|mutton|fish|shrimp|jhinga|hilsa|rohu|pomfret|tilapia|kingfish|surmai|hot dogs?|kabab|keema)\b/i;
const SEASONING = /\b(masala|paste|mix|seasoning|powder)$/i;
/** Eggs themselves, and foods made with them (cakes, mayonnaise). */
const EGG = /\b(eggs?|cakes?|mayonnaise)\b/i;
const EGGS_THEMSELVES = /\beggs?\b/i;
const HONEY = /\bhoney\b/i;

const DAIRY =
  /\b(milk|paneer|dahi|curd|yogh?urt|lassi|makhan|makhani|malai|cream|cheese|kulfi|halloumi|feta|akkawi|laban|rasgulla|rasmalai|gulab jamun|chum chum|kheer|mithai|soan papdi|ladoo|nankhatai|chai mix|chai premix|malt|sweets hamper|milk solids|milk fat)\b/i;
/** Words that name dairy but are not: peanut and cocoa butter, vegetable ghee, a soda. */
const NOT_DAIRY = /\b(peanut butter|cocoa butter|vegetable ghee|ice cream soda|coconut milk)\b/gi;
const BUTTER_OR_GHEE = /\b(butter|ghee)\b/i;
const CHOCOLATE = /\bchocolate\b/i;

const GLUTEN =
  /\b(wheat|maida|sooji|semolina|rava|bread|naan|paratha|roti|pav buns|pita|rusks?|biscuits?|cookies|cakes?|noodles|macaroni|spaghetti|vermicelli|seviyan|samosa|spring rolls|puff|oats|muesli|malt|haleem|nankhatai|wafer|corn flakes|upma|soy sauce|nuggets|falooda|sheer khurma|gulab jamun)\b/i;
/** Flours called atta that hold no wheat, and rice noodles. */
const NOT_GLUTEN = /\b(makki|bajra|ragi|rice vermicelli)\b/i;
const WHEAT_ATTA = /\batta\b/i;

/** Lines that hold no gluten by nature, where the pack may say so. */
const GLUTEN_FREE_SUBS = new Set([
  "Basmati Rice",
  "Everyday Rice",
  "Besan & Other Flours",
  "Toor, Moong & Chana Dal",
  "Whole Pulses & Beans",
  "Whole Spices",
  "Salt, Sugar & Jaggery",
  "Fresh Vegetables",
  "Fresh Fruits",
  "Herbs & Leafy Greens",
  "Ginger, Garlic & Roots",
  "Dry Fruits & Nuts",
  "Milk",
  "Dahi & Yogurt",
  "Paneer & Cheese",
  "Butter & Cream",
  "Eggs",
  "Desi Ghee",
  "Cooking Oils",
  "Coconut & Specialty Oils",
  "Halal Chicken",
  "Mutton, Goat & Beef",
  "Fish & Seafood",
  "Juices & Sharbat",
  "Soft Drinks & Water",
]);

const NUTS =
  /\b(almonds?|badam|cashews?|kaju|pistachios?|walnuts?|akhrot|pine nuts|chilgoza|peanuts?|hazelnut|nut|nuts|dry fruit|bombay mix|nimco|khatta meetha|sheer khurma)\b/i;

/** Onion, garlic and the roots Jain diets leave out, and dishes and sauces cooked with them. */
const ONION_GARLIC_OR_ROOT =
  /\b(onions?|pyaz|garlic|lehsun|potato|aloo|ginger|adrak|taro|arbi|radish|mooli|shakarkandi|turmeric root|carrots?|beetroot|cassava|yam|biryani|pav bhaji|tikka|tandoori|makhani|korma|nihari|karahi|rajma masala|chana masala|palak paneer|samosa|spring rolls|noodles|ketchup|chilli sauce|hummus|baba ghanoush|pulao|mixed pickle|haleem|jerk|curry powder|vegetables)\b/i;

function text(subject: MarkSubject): string {
  return `${subject.item} ${subject.ingredients ?? ""}`;
}

/** Household, personal care and the pooja shelf: no diet mark at all. */
export function isFood(subject: MarkSubject): boolean {
  return subject.kind !== "nonfood";
}

export function isNonVegetarian(subject: MarkSubject): boolean {
  if (!isFood(subject)) return false;
  if (EGG.test(subject.item)) return true;
  return MEAT_OR_FISH.test(subject.item) && !SEASONING.test(subject.item.trim());
}

/**
 * Halal is a claim on what is not vegetarian: eggs are halal by nature; meat is when it is the
 * halal aisle's or its line is sold as halal. Vegetarian food needs no claim: the Halal filter
 * keeps it anyway (shared/catalog).
 */
export function isHalal(subject: MarkSubject): boolean {
  if (!isNonVegetarian(subject)) return false;
  if (EGGS_THEMSELVES.test(subject.item)) return true;
  if (EGG.test(subject.item)) return false;
  return /\bhalal\b/i.test(subject.aisle) || (subject.lineTags ?? []).includes("Halal");
}

export function containsDairy(subject: MarkSubject): boolean {
  if (!isFood(subject)) return false;
  const words = text(subject).replace(NOT_DAIRY, " ");
  if (DAIRY.test(words) || BUTTER_OR_GHEE.test(words)) return true;
  // Milk and white chocolate hold milk; dark chocolate is sold without.
  return CHOCOLATE.test(words) && !/\bdark chocolate\b/i.test(words);
}

export function containsGluten(subject: MarkSubject): boolean {
  if (!isFood(subject)) return false;
  const words = text(subject);
  // Makki, bajra and ragi atta are flours of corn and millets; rice vermicelli is rice.
  if (NOT_GLUTEN.test(words)) return false;
  return GLUTEN.test(words) || WHEAT_ATTA.test(words);
}

export function containsNuts(subject: MarkSubject): boolean {
  return isFood(subject) && NUTS.test(text(subject));
}

export function isGlutenFree(subject: MarkSubject): boolean {
  if (!isFood(subject) || containsGluten(subject)) return false;
  return (
    GLUTEN_FREE_SUBS.has(subject.subCategory) || (subject.lineTags ?? []).includes("Gluten Free")
  );
}

export function isVegan(subject: MarkSubject): boolean {
  if (!isFood(subject) || isNonVegetarian(subject)) return false;
  return !containsDairy(subject) && !HONEY.test(text(subject));
}

/** Vegetarian without onion, garlic, roots or honey. */
export function isJain(subject: MarkSubject): boolean {
  if (!isFood(subject) || isNonVegetarian(subject)) return false;
  return !ONION_GARLIC_OR_ROOT.test(text(subject)) && !HONEY.test(text(subject));
}

/** Every mark of the product, in the contract's order. */
export function marksOf(subject: MarkSubject): ProductMark[] {
  if (!isFood(subject)) return [];
  const nonVegetarian = isNonVegetarian(subject);
  const has: Record<ProductMark, boolean> = {
    VEGETARIAN: !nonVegetarian,
    NON_VEGETARIAN: nonVegetarian,
    HALAL: isHalal(subject),
    VEGAN: isVegan(subject),
    JAIN: isJain(subject),
    GLUTEN_FREE: isGlutenFree(subject),
    CONTAINS_NUTS: containsNuts(subject),
    CONTAINS_DAIRY: containsDairy(subject),
    CONTAINS_GLUTEN: containsGluten(subject),
  };
  return PRODUCT_MARKS.filter((mark) => has[mark]);
}

/** The tags that claim a mark: a product without the mark loses the tag. */
const CLAIM_TAGS: readonly [tag: string, keep: (marks: readonly ProductMark[]) => boolean][] = [
  ["Vegetarian", (marks) => marks.includes("VEGETARIAN")],
  ["Vegan", (marks) => marks.includes("VEGAN")],
  ["Halal", (marks) => marks.includes("HALAL")],
  ["Gluten Free", (marks) => marks.includes("GLUTEN_FREE")],
  ["Dairy Free", (marks) => marks.length > 0 && !marks.includes("CONTAINS_DAIRY")],
];

/** Drops from `tags` every claim the marks contradict. */
export function dropContradictedTags(tags: Set<string>, marks: readonly ProductMark[]): void {
  for (const [tag, keep] of CLAIM_TAGS) if (!keep(marks)) tags.delete(tag);
}
