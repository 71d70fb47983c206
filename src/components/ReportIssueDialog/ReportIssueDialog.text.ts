import { defineText } from "@/i18n/defineText";
/** docs/replacements.md § Report a problem after delivery: the words of 'Report an issue'. */
export const reportIssueDialogText = defineText("reportIssueDialogText", {
  title: "Report an issue",
  description:
    "Missing and damaged items are refunded to your card at once. Our support team looks into anything else in the support chat.",
  itemsLegend: "Which items?",
  quantityOf: (name: string) => `Quantity of ${name}`,
  replacedBy: (name: string) => `(packed instead: ${name})`,
  reasonLegend: "What went wrong?",
  reasons: {
    MISSING: "Missing",
    DAMAGED: "Damaged",
    WRONG_ITEM: "Wrong item",
    POOR_QUALITY: "Poor quality",
    POOR_REPLACEMENT: "Poor replacement",
  },
  photo: "Photo (optional)",
  photoHint: "An image of up to 10 MB helps our team see what went wrong.",
  removePhoto: "Remove photo",
  noItems: "Pick the items that had a problem.",
  noReason: "Pick what went wrong.",
  submit: "Send Report",
  close: "Close",
});
