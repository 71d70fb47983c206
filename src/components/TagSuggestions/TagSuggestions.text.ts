/** The tag chips under the search heading; words shared with their stories. */
export const tagSuggestionsText = {
  label: "Suggested searches",
};
