import type { DietFilter } from "@/api/types";
import { productMarksText } from "../ProductMarks/ProductMarks.text";
import { computed, defineText } from "@/i18n/defineText";

/** docs/catalogue-marks.md § Filter chips: the words of the chips, shared with their stories. */
export const dietFilterChipsText = defineText("dietFilterChipsText", {
  /** Names the group of chips. */
  label: "Diet filters",
  /** Each chip is named by its mark. */
  filter: computed((filter: DietFilter) => productMarksText.marks[filter]),
  /** Read after a chip's count, which alone would be a bare number ("Vegetarian 23 products"). */
  products: (count: number) => (count === 1 ? " product" : " products"),
  clear: "Clear filters",
});
