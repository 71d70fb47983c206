import { formatExpiry } from "@/lib/format";

/** docs/product.md § Payment methods: how a saved card reads wherever it is shown. */
export const savedCardSummaryText = {
  /** The masked number ending with the card's last four digits. */
  masked: (last4: string) => `•••• ${last4}`,
  /** 'Expiry: MM/YYYY', the month zero-padded. */
  expiry: (month: number, year: number) => `Expiry: ${formatExpiry(month, year)}`,
};
