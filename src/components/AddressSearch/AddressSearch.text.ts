/** Spec section 2 "Location modal" and section 8: the words of the address search. */
export const addressSearchText = {
  label: "Search Delivery Location",
  placeholder: "Street, city or ZIP code",
  suggestions: "Address suggestions",
  searching: "Searching...",
  /** Spec section 8's empty state for typed text. */
  noMatch: "No match found.",
};

/** Spec section 2: suggestions begin after more than 2 typed characters. */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;

export function canSearchAddress(text: string): boolean {
  return text.trim().length >= ADDRESS_SEARCH_MIN_LENGTH;
}
