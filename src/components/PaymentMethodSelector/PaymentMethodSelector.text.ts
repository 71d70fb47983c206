import { defineText } from "@/i18n/defineText";
/** The words of checkout's payment method selector (docs/product.md § Checkout). */
export const paymentMethodSelectorText = defineText("paymentMethodSelectorText", {
  title: "Select Payment Method",
  description: "Choose the card to pay for this order with.",
  savedCards: "Saved Cards",
  loading: "Loading your saved cards…",
  empty: "You have no saved cards yet. Add a card to pay for your order.",
  useCard: "Use This Card",
  addNew: "Add New Card",
  close: "Close",
});
