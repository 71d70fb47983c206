import { defineText } from "@/i18n/defineText";
/** docs/product.md § Location modal and § Messages and errors: every word of the modal. */
export const locationModalText = defineText("locationModalText", {
  title: "Change Location",
  description: "Choose where your groceries are delivered.",
  close: "Close",
  back: "Back",
  detect: "Detect my Location",
  detecting: "Detecting...",
  or: "or",
  /** The field that opens the address search. */
  search: "Search Delivery Location",
  searchDescription: "Find the address your groceries should go to.",
  /** docs/product.md § Messages and errors: geolocation problems. */
  geolocationUnsupported: "Geolocation is not supported by your browser",
  geolocationFailed: "Failed to get your location",
  geolocationError: (reason: string) => `Error getting location: ${reason}`,
  /** The delivery check itself could not be made (not a 'no'). */
  checkFailed: "We could not check this location. Please try again.",
  /** The view shown when the point fails delivery validation. */
  apologies: "Apologies",
  notDeliverable: "We do not deliver to this location yet.",
  viewAreas: "View deliverable areas",
  hideAreas: "Hide deliverable areas",
  areasFrameTitle: "Deliverable areas",
  tryAnother: "Choose another location",
});
