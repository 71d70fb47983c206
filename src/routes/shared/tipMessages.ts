import { formatMoney } from "@/lib/format";

/** docs/product.md § Messages and errors: tips, at checkout and on the order screen. */
export const tipMessages = {
  applied: (amount: number) => `Tip of ${formatMoney(amount)} applied successfully`,
  applyFailed: "Failed to apply tip",
  cleared: "Tip cleared successfully!",
  clearFailed: "Failed to clear tip.",
};
