import { defineText } from "@/i18n/defineText";
/** docs/product.md § Checkout, 4, 5, 8 and 9: the words of the checkout's tip box. */
export const tipBoxText = defineText("tipBoxText", {
  heading: "Tip Your Rider",
  note: "Tips are 100% for the rider.",
  presetsLabel: "Tip amount",
  /** A preset's label: "$3". */
  preset: (amount: number) => `$${amount}`,
  other: "Other",
  amountLabel: "Tip amount in dollars",
  apply: "Apply",
  applying: "Applying...",
  clear: "Clear",
  clearing: "Clearing...",
  invalid: "Enter a valid amount",
  /** The tip on the cart, as the server formatted it: "Tip added: $4.50". */
  current: (formatted: string) => `Tip added: ${formatted}`,
});

/** docs/product.md § Constants and limits: the checkout's tip presets, in dollars. */
export const CHECKOUT_TIP_PRESETS = [3, 5, 10] as const;
