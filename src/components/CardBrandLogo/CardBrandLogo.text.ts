const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  jcb: "JCB",
  diners: "Diners Club",
  unknown: "Card",
};

/** What a screen reader hears for a card brand badge. */
export const cardBrandName = (brand: string): string => BRAND_NAMES[brand] ?? "Card";
