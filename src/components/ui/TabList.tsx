import { useDirection } from "@radix-ui/react-direction";
import { useRef, type KeyboardEvent } from "react";
import { cn } from "@/lib/cn";

export interface TabListProps<T extends string> {
  tabs: readonly T[];
  current: T;
  onChange: (tab: T) => void;
  label: string;
  /** The id of each tab, so the panel can be named by the current one. */
  tabId: (tab: T) => string;
  panelId: string;
  /**
   * What each tab reads, from the words of the active language: a tab's value is how the URL or
   * the code names it, never the words a shopper reads.
   */
  labelOf: (tab: T) => string;
  /** Sub tabs read smaller, as chips under the tabs. */
  variant?: "tabs" | "chips";
}

/**
 * WAI-ARIA tabs with automatic activation: only the current tab is in the Tab order; the arrow
 * keys, Home and End move to another tab and show it.
 */
export function TabList<T extends string>({
  tabs,
  current,
  onChange,
  label,
  tabId,
  panelId,
  labelOf,
  variant = "tabs",
}: TabListProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  // The arrow towards the reading's end moves on: the right one, or the left one in RTL.
  const [nextKey, previousKey] =
    useDirection() === "rtl" ? ["ArrowLeft", "ArrowRight"] : ["ArrowRight", "ArrowLeft"];

  function select(tab: T) {
    buttons.current.get(tab)?.focus();
    if (tab !== current) onChange(tab);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const focused = tabs.find((tab) => buttons.current.get(tab) === event.target);
    const index = tabs.indexOf(focused ?? current);
    const last = tabs.length - 1;
    const target = {
      [nextKey]: index === last ? 0 : index + 1,
      [previousKey]: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target] ?? current);
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn(
        "flex overflow-x-auto",
        variant === "tabs" ? "gap-1 border-b border-gray-200" : "gap-2 pb-1",
      )}
    >
      {tabs.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(tab)}
            onKeyDown={onKeyDown}
            className={cn(
              "shrink-0 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
              variant === "tabs"
                ? "-mb-px border-b-2 px-4 py-2 focus-visible:-outline-offset-2"
                : "rounded-full border px-3 py-1 focus-visible:outline-offset-2",
              variant === "tabs" &&
                (selected
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-gray-600 hover:text-gray-900"),
              variant === "chips" &&
                (selected
                  ? "border-brand-700 bg-brand-50 text-brand-800"
                  : "border-gray-300 text-gray-700 hover:border-gray-400"),
            )}
          >
            {labelOf(tab)}
          </button>
        );
      })}
    </div>
  );
}
