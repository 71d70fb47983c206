import { defineText } from "@/i18n/defineText";
/** The words of checkout's address book selector. */
export const addressBookSelectorText = defineText("addressBookSelectorText", {
  title: "Select Delivery Address",
  description: "Choose where this order goes.",
  savedAddresses: "Saved Addresses",
  defaultBadge: "Default",
  edit: "Edit",
  /** The edit button's full name for screen readers: 'Edit' plus the address's label. */
  editNamed: (label: string) => `Edit ${label}`,
  addNew: "Add New Address",
  choose: "Deliver Here",
  loading: "Loading your addresses...",
  empty: "You have no saved addresses yet.",
  close: "Close",
});
