import type { DietFilter } from "@/api/types";
import { defineText } from "@/i18n/defineText";

/** docs/catalogue-marks.md § Always show only: the words of the Settings section. */
export const shoppingPreferencesText = defineText("shoppingPreferencesText", {
  title: "Always show only",
  description:
    "Home, categories, search and similar products show only products with every mark you tick.",
  options: {
    VEGETARIAN: "Only vegetarian",
    HALAL: "Only halal",
    VEGAN: "Only vegan",
    JAIN: "Only Jain (no onion or garlic)",
    GLUTEN_FREE: "Only gluten-free",
  } satisfies Record<DietFilter, string>,
  save: "Save preferences",
  saving: "Saving…",
  saved: "Saved. Your lists now follow it.",
  loading: "Loading your preferences",
  loadFailed: "Your preferences could not be loaded.",
  retry: "Try again",
});
