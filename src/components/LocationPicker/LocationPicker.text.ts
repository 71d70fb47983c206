import { defineText } from "@/i18n/defineText";
/** The words of the map location picker (location modal; checkout and address book later). */
export const locationPickerText = defineText("locationPickerText", {
  mapLabel: "Delivery location map",
  pickHint: "Search for an address or pick a point on the map.",
  findingPlace: "Finding the place...",
  chosen: "Selected location:",
  confirm: "Confirm Location",
  confirming: "Checking...",
});
