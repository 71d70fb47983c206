import { ArrowLeft, Search, X } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { cn } from "@/lib/cn";
import { SEARCH_DEBOUNCE_MS, searchBoxText as text } from "./SearchBox.text";
import { useSearchBoxPlaceholder } from "./useSearchBoxPlaceholder";

export interface SearchBoxProps {
  /** The q parameter of the address; the text follows it when it changes from outside. */
  query: string;
  onSearchPage: boolean;
  /** 500 ms after the last change, with the trimmed text, also when it is empty. */
  onSearch: (text: string) => void;
  /** Enter with non-empty trimmed text: at once, instead of the pending onSearch. */
  onSubmit: (text: string) => void;
  /**
   * Off the search page, the shopper pressed on the box or typed in it: the app opens the search
   * page. Focus that came by Tab alone does not count, so a keyboard user can Tab past the box.
   */
  onActivateOffSearchPage: () => void;
  /** The back arrow shown on small screens on the search page. */
  onBack: () => void;
  className?: string;
}

/**
 * The header's search field (docs/product.md § Search box). Typing searches 500 ms after the last
 * key, Enter at once; off the search page, pressing on it or typing opens that page. A clear icon
 * empties it, phones on the search page get a back arrow, and the placeholder rotates its examples
 * every 2 s.
 */
export function SearchBox({
  query,
  onSearchPage,
  onSearch,
  onSubmit,
  onActivateOffSearchPage,
  onBack,
  className,
}: SearchBoxProps) {
  const [value, setValue] = useState(query);
  const [syncedQuery, setSyncedQuery] = useState(query);
  // The words this box searched for, oldest first, until the address has caught up with them.
  const [searched, setSearched] = useState<string[]>([]);
  if (query !== syncedQuery) {
    setSyncedQuery(query);
    const caughtUp = searched.indexOf(query);
    // What was searched before it is behind the address now, whoever changed it.
    if (searched.length > 0) setSearched(caughtUp < 0 ? [] : searched.slice(caughtUp + 1));
    // The address holds the trimmed text: a space still being typed is not taken away. Its
    // catching up with this box's own search leaves what was typed since in the box.
    if (caughtUp < 0 && query !== value.trim()) setValue(query);
  }

  const [focused, setFocused] = useState(false);
  const placeholder = useSearchBoxPlaceholder(!onSearchPage && !focused);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The timer calls the newest onSearch, whatever render scheduled it.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  useEffect(() => () => clearTimeout(pendingSearch.current), []);

  const change = (next: string) => {
    setValue(next);
    clearTimeout(pendingSearch.current);
    pendingSearch.current = setTimeout(() => {
      setSearched((words) => [...words, next.trim()]);
      latestOnSearch.current(next.trim());
    }, SEARCH_DEBOUNCE_MS);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === "") return;
    clearTimeout(pendingSearch.current);
    setSearched((words) => [...words, trimmed]);
    onSubmit(trimmed);
  };

  return (
    <form role="search" onSubmit={submit} className={cn("flex items-center gap-1", className)}>
      {onSearchPage ? (
        <button
          type="button"
          aria-label={text.back}
          onClick={onBack}
          className="grid size-10 shrink-0 place-items-center rounded-full text-gray-700 hover:bg-gray-100 lg:hidden"
        >
          <ArrowLeft aria-hidden className="size-5 rtl:-scale-x-100" />
        </button>
      ) : null}
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 inset-s-3 size-4 -translate-y-1/2 text-gray-600"
        />
        <input
          ref={inputRef}
          type="search"
          aria-label={text.label}
          placeholder={onSearchPage ? text.searchPagePlaceholder : placeholder}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            change(event.target.value);
            if (!onSearchPage) onActivateOffSearchPage();
          }}
          onClick={() => {
            if (!onSearchPage) onActivateOffSearchPage();
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          autoComplete="off"
          enterKeyHint="search"
          className="h-10 w-full rounded-lg border border-gray-300 bg-gray-50 pe-10 ps-9 text-sm placeholder:text-gray-600 focus:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {value !== "" ? (
          <button
            type="button"
            aria-label={text.clear}
            onClick={() => {
              change("");
              // The button goes away with the text; focus stays in the box.
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 inset-e-1 grid size-8 -translate-y-1/2 place-items-center rounded-full text-gray-600 hover:bg-gray-200"
          >
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
