import { productCartControlText } from "../ProductCartControl/ProductCartControl.text";
import { computed, defineText } from "@/i18n/defineText";

/** docs/product.md § Product card: the words the card shows, shared with its stories. */
export const productCardText = defineText("productCardText", {
  ...productCartControlText,
  percentOff: computed((percent: number) => productCardText.wholePercentOff(Math.round(percent))),
  wholePercentOff: (percent: number) => `${percent}% OFF`,
  imageAlt: computed((name: string) => name),
  placeholderLabel: (name: string) => `No image of ${name}`,
  originalPrice: "Original price",
  /** Read before formattedUnitPrice ("$0.19/oz · $6.70/kg"). */
  unitPrice: "Unit price",
});
