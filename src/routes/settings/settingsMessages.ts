import { ApiError } from "@/api/client";
import { defineText } from "@/i18n/defineText";

/** docs/product.md § Messages and errors: the toasts of Settings. */
export const settingsMessages = defineText("settingsMessages", {
  profileUpdated: "Profile updated successfully!",
  profileUpdateFailed: "Profile update failed. Please try again.",
  // The spec's success toast reads 'Address deleted successfully!', a defect: it says what happened.
  accountDeleted: "Account deleted successfully!",
  accountDeletionFailed: "Account deletion failed. Please try again.",
  preferencesSaved: "Shopping preferences saved!",
  preferencesSaveFailed: "Failed to save your shopping preferences. Please try again.",
});

/** The server's message when it gave one (409: the email is taken), else the spec's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  const message = error instanceof ApiError ? error.body?.message.trim() : undefined;
  return message || fallback;
}
