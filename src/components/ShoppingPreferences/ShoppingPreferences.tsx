import { useId, useState } from "react";
import type { DietFilter } from "@/api/types";
import { cn } from "@/lib/cn";
import { DIET_FILTERS, inFilterOrder } from "../DietFilterChips/dietFilters";
import { Button } from "../ui/Button";
import { Skeleton } from "../ui/Skeleton";
import { shoppingPreferencesText as text } from "./ShoppingPreferences.text";

export interface ShoppingPreferencesProps {
  /** The marks the server holds; undefined while they load. */
  onlyShow: readonly DietFilter[] | undefined;
  /** The load failed: say so and offer a retry. */
  failed?: boolean;
  onRetry?: () => void;
  /** Saves the ticked marks (the whole set). */
  onSave: (onlyShow: DietFilter[]) => void;
  /** True while the save runs. */
  saving?: boolean;
  /** The last save was accepted and nothing has been changed since. */
  saved?: boolean;
  className?: string;
}

/**
 * docs/catalogue-marks.md § Always show only: a checkbox per diet filter and one Save, since the
 * choice changes every list at once (a switch that saved on each tick would refetch them all per
 * tick). What was saved is said beside the button, as well as in the container's toast.
 */
export function ShoppingPreferences({
  onlyShow,
  failed = false,
  onRetry,
  onSave,
  saving = false,
  saved = false,
  className,
}: ShoppingPreferencesProps) {
  const id = useId();
  // The draft starts from the server's marks, and again whenever they change (a save, a refetch).
  const serverKey = onlyShow?.join(",");
  const [draft, setDraft] = useState<{ from: string | undefined; marks: DietFilter[] }>({
    from: serverKey,
    marks: [...(onlyShow ?? [])],
  });
  if (draft.from !== serverKey) setDraft({ from: serverKey, marks: [...(onlyShow ?? [])] });
  const changed = draft.marks.join(",") !== serverKey;

  const toggle = (filter: DietFilter, on: boolean) =>
    setDraft(({ from, marks }) => ({
      from,
      marks: inFilterOrder(on ? [...marks, filter] : marks.filter((mark) => mark !== filter)),
    }));

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-xl border border-gray-200 bg-white p-4 sm:p-5", className)}
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {text.title}
      </h2>
      <p id={`${id}-description`} className="mt-1 text-sm text-gray-600">
        {text.description}
      </p>
      {onlyShow === undefined ? (
        failed ? (
          <p className="mt-3 flex items-center gap-3 text-sm">
            {text.loadFailed}
            {onRetry ? (
              <Button size="sm" variant="outline" onClick={onRetry}>
                {text.retry}
              </Button>
            ) : null}
          </p>
        ) : (
          <div role="status" aria-label={text.loading} className="mt-3 flex flex-col gap-3">
            {DIET_FILTERS.map((filter) => (
              <Skeleton key={filter} className="h-5 w-48" />
            ))}
          </div>
        )
      ) : (
        <form
          className="mt-3 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSave(draft.marks);
          }}
        >
          <fieldset aria-describedby={`${id}-description`} className="flex flex-col gap-1">
            <legend className="sr-only">{text.title}</legend>
            {DIET_FILTERS.map((filter) => (
              <label key={filter} className="flex items-center gap-3 py-1.5 text-sm">
                <input
                  type="checkbox"
                  name="onlyShow"
                  value={filter}
                  checked={draft.marks.includes(filter)}
                  onChange={(event) => toggle(filter, event.target.checked)}
                  className="size-4 accent-brand-700"
                />
                {text.options[filter]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="sm" disabled={saving || !changed}>
              {saving ? text.saving : text.save}
            </Button>
            <p role="status" className="text-sm font-medium text-brand-700">
              {saved && !changed && !saving ? text.saved : ""}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
