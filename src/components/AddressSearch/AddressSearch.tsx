import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import { addressSearchText as text, canSearchAddress } from "./AddressSearch.text";
import { AddressSearchOptions, type AddressSuggestion } from "./AddressSearchOptions";

export type { AddressSuggestion } from "./AddressSearchOptions";

export interface AddressSearchProps {
  /** The typed text. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The places found for `query` (US only, from the maps service). */
  suggestions: readonly AddressSuggestion[];
  /** True while the suggestions for `query` are being looked up. */
  searching: boolean;
  onSelect: (suggestion: AddressSuggestion) => void;
  /** Takes focus when it appears (the view it lives in replaced the button that opened it). */
  focusOnMount?: boolean;
  /** Where a heading around it already says what the field is for, the label is for readers only. */
  hideLabel?: boolean;
  className?: string;
}

/**
 * A combobox (ARIA 1.2 pattern) over US address suggestions: they appear after more than 2
 * characters; Down and Up move through them, Enter picks one, Escape closes the list.
 */
export function AddressSearch({
  query,
  onQueryChange,
  suggestions,
  searching,
  onSelect,
  focusOnMount = false,
  hideLabel = false,
  className,
}: AddressSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A new list keeps the highlighted place when it is still there: the answer for the last typed
  // letters often lands after Down was pressed on the previous answer's same first place, and
  // Enter must still pick what the shopper sees highlighted. Otherwise none is highlighted.
  const [shown, setShown] = useState(suggestions);
  if (shown !== suggestions) {
    const highlighted = shown[active]?.id;
    setShown(suggestions);
    setActive(suggestions.findIndex(({ id }) => id === highlighted));
  }

  const searchable = canSearchAddress(query);
  const expanded = listOpen && searchable && suggestions.length > 0;
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const select = (suggestion: AddressSuggestion) => {
    setListOpen(false);
    onSelect(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!searchable || count === 0) return;
      event.preventDefault();
      setListOpen(true);
      const forward = event.key === "ArrowDown";
      setActive((current) =>
        forward ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
      );
    } else if (event.key === "Enter") {
      const suggestion = expanded ? suggestions[active] : undefined;
      if (suggestion) {
        event.preventDefault();
        select(suggestion);
      }
    } else if (event.key === "Escape" && expanded) {
      // Closes the list only; the dialog around it stays.
      event.stopPropagation();
      setListOpen(false);
    }
  };

  let status = "";
  if (searchable && searching) status = text.searching;
  else if (searchable && listOpen && suggestions.length === 0) status = text.noMatch;

  return (
    <div className={cn("relative flex flex-col gap-1.5", className)}>
      <label
        htmlFor={inputId}
        className={cn("text-sm font-medium text-gray-900", hideLabel && "sr-only")}
      >
        {text.label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 inset-s-3 size-4 -translate-y-1/2 text-gray-600"
        />
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          ref={input}
          autoComplete="off"
          spellCheck={false}
          placeholder={text.placeholder}
          value={query}
          onChange={(event) => {
            setListOpen(true);
            onQueryChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setListOpen(false)}
          onFocus={() => setListOpen(true)}
          className="h-10 w-full rounded-lg border border-gray-300 bg-gray-50 pe-3 ps-9 text-sm placeholder:text-gray-600 focus:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
        />
      </div>
      <AddressSearchOptions
        id={listId}
        hidden={!expanded}
        suggestions={suggestions}
        active={active}
        onSelect={select}
      />
      <p role="status" className={cn("text-sm text-gray-700", status === "" && "sr-only")}>
        {status}
      </p>
    </div>
  );
}
