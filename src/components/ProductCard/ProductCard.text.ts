import { productCartControlText } from "../ProductCartControl/ProductCartControl.text";

/** docs/product.md § Product card: the words the card shows, shared with its stories. */
export const productCardText = {
  ...productCartControlText,
  percentOff: (percent: number) => `${Math.round(percent)}% OFF`,
  imageAlt: (name: string) => name,
  placeholderLabel: (name: string) => `No image of ${name}`,
  originalPrice: "Original price",
  /** Read before formattedUnitPrice ("$0.19/oz · $6.70/kg"). */
  unitPrice: "Unit price",
};
