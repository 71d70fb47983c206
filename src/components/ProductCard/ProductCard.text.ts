/** Spec section 2 "Product card behaviour": the words the card shows, shared with its stories. */
export const productCardText = {
  addItem: "Add Item",
  comingSoon: "Coming Soon",
  outOfStock: "Out of stock",
  notify: "Notify",
  percentOff: (percent: number) => `${Math.round(percent)}% OFF`,
  imageAlt: (name: string) => name,
  placeholderLabel: (name: string) => `No image of ${name}`,
  originalPrice: "Original price",
};
