/** Spec sections 2, 5, 8 and 9: the order screen's tip dialog. */
export const tipRiderDialogText = {
  title: "Tip Your Rider",
  /** Spec section 9. */
  description: "Tips are 100% for the rider.",
  amountLegend: "Tip amount",
  other: "Other",
  otherLabel: "Other amount ($)",
  invalid: "Enter a valid amount",
  submit: "Add Tip",
  close: "Close",
};

/** Spec section 9: the order screen's presets, in dollars. */
export const TIP_PRESETS = [5, 10, 15, 20, 25] as const;

/** "$5": the presets are whole dollars. */
export const tipPresetLabel = (amount: number) => `$${amount}`;
