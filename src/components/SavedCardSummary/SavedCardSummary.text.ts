import { formatExpiry } from "@/lib/format";
import { computed, defineText } from "@/i18n/defineText";

/** docs/product.md § Payment methods: how a saved card reads wherever it is shown. */
export const savedCardSummaryText = defineText("savedCardSummaryText", {
  /** The masked number ending with the card's last four digits. */
  masked: (last4: string) => `•••• ${last4}`,
  /** 'Expiry: MM/YYYY', the month zero-padded. */
  expiry: computed((month: number, year: number) =>
    savedCardSummaryText.expiryDate(formatExpiry(month, year)),
  ),
  expiryDate: (date: string) => `Expiry: ${date}`,
});
