import { ApiError } from "@/api/client";
import { defineText } from "@/i18n/defineText";

/** What the shopper is told after sending the 'Get it for me' form on All categories. */
export const missingProductMessages = defineText("missingProductMessages", {
  sent: "Thanks! We will try to bring it to you.",
  failed: "Failed to send your request. Please try again.",
});

/** The server explains a blank name (422) and too many requests (429); other failures get ours. */
export function missingProductFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 422 || error.status === 429)) {
    return error.body?.message ?? missingProductMessages.failed;
  }
  return missingProductMessages.failed;
}
