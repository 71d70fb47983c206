import { formatMoney } from "@/lib/format";
import { computed, defineText } from "@/i18n/defineText";

/** docs/product.md § Messages and errors: tips, at checkout and on the order screen. */
export const tipMessages = defineText("tipMessages", {
  applied: computed((amount: number) => tipMessages.appliedAmount(formatMoney(amount))),
  appliedAmount: (amount: string) => `Tip of ${amount} applied successfully`,
  applyFailed: "Failed to apply tip",
  cleared: "Tip cleared successfully!",
  clearFailed: "Failed to clear tip.",
});
