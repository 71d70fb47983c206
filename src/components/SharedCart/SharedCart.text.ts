import { productCartControlText } from "../ProductCartControl/ProductCartControl.text";
import { defineText } from "@/i18n/defineText";

const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/** The words of the shared-cart page (/shared-cart/{id}), shared with its stories and container. */
export const sharedCartText = defineText("sharedCartText", {
  title: "Shared cart",
  intro: (count: number) => `Someone shared ${items(count)} with you. Prices are today's.`,
  loading: "Loading the shared cart",
  listLabel: "Shared items",
  quantity: (qty: number) => `Qty: ${qty}`,
  unitPrice: (price: string) => `${price} each`,
  originalPrice: "Original price",
  comingSoon: productCartControlText.comingSoon,
  outOfStock: productCartControlText.outOfStock,
  subTotal: "Sub Total",
  addAll: "Add all to cart",
  adding: "Adding…",
  needsSession: "Choose a delivery location to add these items.",
  noneInStock: "None of these items are in stock right now.",
  someUnavailable: "Items that are out of stock will not be added.",
  added: (count: number) => `Added ${items(count)} to your cart`,
  skipped: (count: number) =>
    `${items(count)} out of stock ${count === 1 ? "was" : "were"} skipped.`,
  openCart: "Open cart",
  notFoundTitle: "This shared cart is not available",
  notFoundDescription:
    "The link may be mistyped, or it has expired: shared carts last 30 days. Ask for a new link.",
  home: "Go to Home",
});
