import { defineText } from "@/i18n/defineText";
/** docs/product.md § Order detail, § Validation, § Messages and errors and § Constants and limits: the order screen's tip dialog. */
export const tipRiderDialogText = defineText("tipRiderDialogText", {
  title: "Tip Your Rider",
  /** docs/product.md § Constants and limits. */
  description: "Tips are 100% for the rider.",
  amountLegend: "Tip amount",
  other: "Other",
  otherLabel: "Other amount ($)",
  invalid: "Enter a valid amount",
  submit: "Add Tip",
  close: "Close",
});

/** docs/product.md § Constants and limits: the order screen's presets, in dollars. */
export const TIP_PRESETS = [5, 10, 15, 20, 25] as const;

/** "$5": the presets are whole dollars. */
export const tipPresetLabel = (amount: number) => `$${amount}`;
