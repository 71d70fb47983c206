import { defineText } from "@/i18n/defineText";
/** docs/product.md § Messages and errors: what the order screen tells the shopper. */
export const orderMessages = defineText("orderMessages", {
  // The spec shows this in an error-style toast, a defect the issue corrects: it is a success.
  cancelled: "Order cancelled successfully!",
  cancelFailed: (reason: string) => `Cancel Order Failed: ${reason}`,
  rated: "Rating submission successfully!",
  rateFailed: "Rating submission failed",
  instructionsUpdated: "Instructions updated successfully!",
  instructionsFailed: "Failed to update instructions. Please try again.",
  /** docs/replacements.md § Report a problem after delivery. */
  reportFailed: "Your report could not be sent. Please try again.",
  /** The order map's accessible name. */
  mapLabel: "Map of your delivery: your address and your rider",
});
