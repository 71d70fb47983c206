import { cartDrawerText } from "../CartDrawer/CartDrawer.text";
import { defineText } from "@/i18n/defineText";

/** docs/product.md § Checkout (and 5, 8, 9): the words of the checkout page, shared with stories. */
export const checkoutPageText = defineText("checkoutPageText", {
  title: "Checkout",
  loading: "Loading checkout",
  delivery: "Delivery Information",
  payment: "Payment Method",
  receiver: "Receiver Information",
  window: "Delivery Window",
  cartItems: "Cart Items",
  /** "3 items" beside the Cart Items heading. */
  itemCount: (count: number) => `${count} ${count === 1 ? "item" : "items"}`,
  change: "Change",
  defaultBadge: "Default",
  addAddress: "Add Address",
  noAddressTitle: "Add a delivery address",
  noAddressBody: "Tell us where to bring your groceries.",
  addCard: "Add New Card",
  noCardTitle: "Add a payment card",
  noCardBody: "Your card is charged when the order is placed.",
  placeOrder: "Place Order",
  placingOrder: "Placing Order...",
  problemsHeading: "Before you place your order:",
  problems: {
    cart: cartDrawerText.empty,
    address: "Add a delivery address",
    card: "Choose a payment method",
    window: "Choose a delivery window",
  },
  emptyTitle: cartDrawerText.empty,
  emptyBody: "Add something to your cart, then come back to check out.",
  continueShopping: "Continue Shopping",
});
