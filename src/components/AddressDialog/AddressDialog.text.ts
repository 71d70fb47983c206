import type { AddressField } from "./addressForm";
import { defineText } from "@/i18n/defineText";

/** The words of the add/edit address dialog (checkout and the address book). */
export const addressDialogText = defineText("addressDialogText", {
  addTitle: "Add New Address",
  editTitle: "Edit Address",
  locationDescription: "Search for the address or pick the point on the map.",
  detailsDescription: "Tell us where exactly to bring your order.",
  close: "Close",
  location: "Delivery location",
  changeLocation: "Change location",
  backToDetails: "Back to the address details",
  quickLabels: "Quick labels",
  quickLabelWords: ["Home", "Work", "Other"],
  fields: {
    label: "Label",
    addressLine1: "Address line 1",
    addressLine2: "Address line 2 (optional)",
    city: "City",
    state: "State",
    zip: "ZIP code",
    instructions: "Delivery instructions (optional)",
  } satisfies Record<AddressField, string>,
  placeholders: {
    label: "Home",
    addressLine1: "Street and house number",
    addressLine2: "Apartment, suite or floor",
    city: "",
    state: "",
    zip: "10001",
    instructions: "Lobby Code 90",
  } satisfies Record<AddressField, string>,
  /** docs/product.md § Validation: label, city, state and ZIP are required (and the contract's address line 1). */
  required: {
    label: "Please enter a label",
    addressLine1: "Please enter the street address",
    city: "Please enter the city",
    state: "Please enter the state",
    zip: "Please enter the ZIP code",
  } satisfies Partial<Record<AddressField, string>>,
  /** A value the server refused (its errors list names the field). */
  invalid: {
    label: "Please check the label",
    addressLine1: "Please check the street address",
    addressLine2: "Please check address line 2",
    city: "Please check the city",
    state: "Please check the state",
    zip: "Enter a 5-digit ZIP code",
    instructions: "Please shorten the delivery instructions",
  } satisfies Record<AddressField, string>,
  save: "Save Address",
  saving: "Saving...",
});
