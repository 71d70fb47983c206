import { MapPin } from "lucide-react";
import { cn } from "@/lib/cn";
import { addressSearchText as text } from "./AddressSearch.text";

export interface AddressSuggestion {
  id: string;
  label: string;
}

interface AddressSearchOptionsProps {
  id: string;
  hidden: boolean;
  suggestions: readonly AddressSuggestion[];
  /** The highlighted option's index, or -1. */
  active: number;
  onSelect: (suggestion: AddressSuggestion) => void;
}

/** The listbox of the address combobox; focus stays in the text box while it is used. */
export function AddressSearchOptions({
  id,
  hidden,
  suggestions,
  active,
  onSelect,
}: AddressSearchOptionsProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={text.suggestions}
      hidden={hidden}
      className="absolute top-full inset-e-0 inset-s-0 z-10 mt-1 max-h-60 overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
    >
      {suggestions.map((suggestion, index) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys belong to the combobox's text box (aria-activedescendant); an option only takes clicks
        <div
          key={suggestion.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          // Keeps focus (and the list) in the text box until the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onSelect(suggestion)}
          className={cn(
            "flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-gray-900 hover:bg-gray-100",
            index === active && "bg-brand-50 font-medium",
          )}
        >
          <MapPin aria-hidden className="size-4 shrink-0 text-gray-600" />
          {suggestion.label}
        </div>
      ))}
    </div>
  );
}
