/** Product tags, in the order their uuids are drawn. Origin tags are added from the brand. */
export const tagNames: readonly string[] = [
  "Organic",
  "Vegan",
  "Vegetarian",
  "Halal",
  "Gluten Free",
  "Sugar Free",
  "Dairy Free",
  "High Protein",
  "Whole Grain",
  "Low Fat",
  "No Added Preservatives",
  "Heart Healthy",
  "Ramadan Special",
  "Eid Special",
  "Diwali Sweets",
  "Festive Gifting",
  "Breakfast",
  "Tea Time",
  "Lunch Box",
  "Quick Meals",
  "Party Snacks",
  "Street Food",
  "Spicy",
  "Kids Favourite",
  "Family Pack",
  "Bulk Buy",
  "Farm Fresh",
  "Eco Friendly",
  "Ayurvedic",
  "Herbal",
  "Imported",
  "Made in Pakistan",
  "Made in India",
  "Made in Bangladesh",
  "Made in Sri Lanka",
];

/** Brand origins with a "Made in …" tag. */
export const originTags: Readonly<Record<string, string>> = {
  Pakistan: "Made in Pakistan",
  India: "Made in India",
  Bangladesh: "Made in Bangladesh",
  "Sri Lanka": "Made in Sri Lanka",
};

/** Tags any product may pick up, whatever its aisle. */
export const generalTags: readonly string[] = ["Imported", "No Added Preservatives", "Family Pack"];

export function tagSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
