import { formatMoney } from "@/lib/format";
import { defineText } from "@/i18n/defineText";

/** docs/product.md § Messages and errors: tips, at checkout and on the order screen. */
export const tipMessages = defineText("tipMessages", {
  applied: (amount: number) => `Tip of ${formatMoney(amount)} applied successfully`,
  applyFailed: "Failed to apply tip",
  cleared: "Tip cleared successfully!",
  clearFailed: "Failed to clear tip.",
});
