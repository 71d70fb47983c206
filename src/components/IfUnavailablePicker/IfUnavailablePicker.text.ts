import { defineText } from "@/i18n/defineText";
/** docs/replacements.md: the words of a cart line's "If unavailable" choice. */
export const ifUnavailablePickerText = defineText("ifUnavailablePickerText", {
  /** The collapsed control: "If unavailable: Best match". */
  summaryLabel: "If unavailable",
  legend: (productName: string) => `If ${productName} is unavailable`,
  choices: {
    BEST_MATCH: {
      label: "Best match",
      hint: "We pick the closest item in stock, with the same dietary marks, never at a higher price.",
    },
    SPECIFIC_ITEM: {
      label: "A specific item",
      hint: "You pick the replacement. You pay the lower of the two prices.",
    },
    REFUND: {
      label: "Don't replace, refund me",
      hint: "The item's price goes back to your card.",
    },
  },
  /** The summary of a specific item: "Replace with Sella Rice 1 kg". */
  replaceWith: (name: string) => `Replace with ${name}`,
  refundSummary: "Refund me",
  /** Checkout's choice for every line at once. */
  applyToAll: "Apply to all items",
  candidatesLegend: "Replace with",
  loadingCandidates: "Loading similar items",
  noCandidates: "No similar item is in stock right now, so this item would be refunded.",
  candidatesFailed: "Similar items could not be loaded.",
  retry: "Try again",
});
