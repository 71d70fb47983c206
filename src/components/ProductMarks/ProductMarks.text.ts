import type { ProductMark } from "@/api/types";
import { defineText } from "@/i18n/defineText";

/** docs/catalogue-marks.md: the words of a product's marks, shared with its stories. */
export const productMarksText = defineText("productMarksText", {
  /** Names the list of marks for screen readers. */
  label: "Dietary marks",
  allergens: "Allergens",
  /** Between the claims on a card ("Halal · Vegan · Jain"). */
  separator: " · ",
  marks: {
    VEGETARIAN: "Vegetarian",
    NON_VEGETARIAN: "Non-vegetarian",
    HALAL: "Halal",
    VEGAN: "Vegan",
    JAIN: "Jain",
    GLUTEN_FREE: "Gluten-free",
    CONTAINS_NUTS: "Contains nuts",
    CONTAINS_DAIRY: "Contains dairy",
    CONTAINS_GLUTEN: "Contains gluten",
  } satisfies Record<ProductMark, string>,
});
