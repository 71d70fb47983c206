import { defineText } from "@/i18n/defineText";
/** The tag chips under the search heading; words shared with their stories. */
export const tagSuggestionsText = defineText("tagSuggestionsText", {
  label: "Suggested searches",
});
