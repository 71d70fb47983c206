import { CardDeclinedError } from "@/api/queries/payments";
import { defineText } from "@/i18n/defineText";

/** docs/product.md § Messages and errors "Card save" and "Card remove": what the shopper is told. */
export const paymentMessages = defineText("paymentMessages", {
  cardSaved: "Card saved successfully!",
  cardSaveFailed: (message: string) => `Card save failed: ${message}`,
  somethingWentWrong: "Something went wrong.",
  cardRemoved: "Card removed successfully",
  cardRemoveFailed: "Failed to remove card",
  // Not in the spec, which shows no action for 'Set as Default'; worded as the address book's.
  defaultCardSet: "Default card updated successfully!",
  defaultCardFailed: "Failed to set as default card",
});

/**
 * A failed save: the provider's refusal is the shopper's to read (the toast and the dialog), and
 * anything else is ours ('Something went wrong.', the cause in the console).
 */
export function cardSaveFailure(error: unknown): { toast: string; inline: string } {
  if (error instanceof CardDeclinedError) {
    return { toast: paymentMessages.cardSaveFailed(error.message), inline: error.message };
  }
  console.error("Saving a card failed", error);
  return { toast: paymentMessages.somethingWentWrong, inline: paymentMessages.somethingWentWrong };
}
