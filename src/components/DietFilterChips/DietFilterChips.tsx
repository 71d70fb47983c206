import { X } from "lucide-react";
import type { DietFilter, DietFilterCount } from "@/api/types";
import { cn } from "@/lib/cn";
import { dietFilterChipsText as text } from "./DietFilterChips.text";
import { DIET_FILTERS } from "./dietFilters";

export interface DietFilterChipsProps {
  /** The filters that are on (AND-combined by the listing). */
  selected: readonly DietFilter[];
  /** How many products each chip would leave (filterCounts); undefined until the list answers. */
  counts?: readonly DietFilterCount[];
  /** Turns one chip on or off. */
  onToggle: (filter: DietFilter) => void;
  /** Turns every chip off. */
  onClear: () => void;
  className?: string;
}

/**
 * docs/catalogue-marks.md § Filter chips: one toggle button per diet filter (aria-pressed), with
 * how many products it would leave. On a phone the row scrolls sideways instead of wrapping, so
 * the grid stays where it was; each chip is a real button, reached with Tab and pressed with
 * Space or Enter.
 */
export function DietFilterChips({
  selected,
  counts,
  onToggle,
  onClear,
  className,
}: DietFilterChipsProps) {
  return (
    <div
      role="group"
      aria-label={text.label}
      // Inline-size containment: the row's width is the page's, never its chips' (which would
      // widen a grid around it on a phone instead of scrolling). Relative: the chips' screen-reader
      // words (absolutely placed) scroll within the row, and no longer widen the page on a phone.
      className={cn(
        "relative -mx-1 flex items-center gap-2 overflow-x-auto px-1 py-1 [contain:inline-size]",
        className,
      )}
    >
      {DIET_FILTERS.map((filter) => {
        const pressed = selected.includes(filter);
        const count = counts?.find((entry) => entry.filter === filter)?.count;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(filter)}
            className={cn(
              "flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap",
              pressed
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-gray-300 bg-white text-gray-900 hover:border-brand-700",
            )}
          >
            {text.filter(filter)}
            {count === undefined ? null : (
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs",
                  pressed ? "bg-white text-brand-800" : "bg-gray-100 text-gray-700",
                )}
              >
                {count}
                {/* What the bare number means, for screen readers: "Vegetarian 23 products". */}
                <span className="sr-only">{text.products(count)}</span>
              </span>
            )}
          </button>
        );
      })}
      {selected.length > 0 ? (
        <button
          type="button"
          onClick={onClear}
          className="flex shrink-0 items-center gap-1 rounded-full px-2 py-1.5 text-sm font-medium whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
        >
          <X aria-hidden className="size-4" />
          {text.clear}
        </button>
      ) : null}
    </div>
  );
}
