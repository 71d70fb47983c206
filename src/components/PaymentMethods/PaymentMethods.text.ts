import { defineText } from "@/i18n/defineText";
/** docs/product.md § Payment methods: the page's words. */
export const paymentMethodsText = defineText("paymentMethodsText", {
  title: "Payment Methods",
  back: "Back to Settings",
  addNewCard: "Add New Card",
  savedCards: "Saved Cards",
  loading: "Loading your cards",
  empty: "No saved cards yet",
  emptyHint: "Add a card to pay for your orders in one tap.",
  loadFailed: "We could not load your cards.",
  retry: "Try again",
  default: "Default",
  setAsDefault: "Set as Default",
  remove: "Remove",
  removing: "Removing...",
  removeDialog: {
    title: "Remove Card?",
    description: (name: string) =>
      `${name} will be removed from your saved cards. You can add it again at any time.`,
    confirm: "Remove",
    keep: "Keep Card",
    close: "Close",
  },
  /** Names each card's buttons for screen readers. */
  cardName: (brand: string, last4: string) => `${brand} ending in ${last4}`,
});
