import { defineText } from "@/i18n/defineText";
/** docs/product.md § Location modal and § Messages and errors: the words of the address search. */
export const addressSearchText = defineText("addressSearchText", {
  label: "Search Delivery Location",
  placeholder: "Street, city or ZIP code",
  suggestions: "Address suggestions",
  searching: "Searching...",
  /** The empty state for typed text (docs/product.md § Messages and errors). */
  noMatch: "No match found.",
});

/** docs/product.md § Location modal: suggestions begin after more than 2 typed characters. */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;

export function canSearchAddress(text: string): boolean {
  return text.trim().length >= ADDRESS_SEARCH_MIN_LENGTH;
}
