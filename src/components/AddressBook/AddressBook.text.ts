import { defineText } from "@/i18n/defineText";
/** The words of the address book page (docs/product.md § Address book). */
export const addressBookText = defineText("addressBookText", {
  title: "Address Book",
  backToSettings: "Back to Settings",
  addNew: "Add New Address",
  savedAddresses: "Saved Addresses",
  defaultBadge: "Default",
  edit: "Edit",
  remove: "Remove",
  setDefault: "Set as Default",
  loading: "Loading your addresses...",
  empty: "You have no saved addresses yet.",
  loadFailed: "Your addresses could not be loaded. Check your connection and try again.",
  retry: "Try again",
  removeDialog: {
    title: "Remove Address?",
    description: (label: string) => `'${label}' will be removed from your address book.`,
    confirm: "Remove",
    keep: "Keep Address",
    close: "Close",
  },
});
