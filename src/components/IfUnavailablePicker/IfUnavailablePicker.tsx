import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { IfUnavailable, IfUnavailableChoice, ProductSummary } from "@/api/types";
import { cn } from "@/lib/cn";
import { IfUnavailableCandidates } from "./IfUnavailableCandidates";
import { ifUnavailablePickerText as text } from "./IfUnavailablePicker.text";

const CHOICES: readonly IfUnavailableChoice[] = ["BEST_MATCH", "SPECIFIC_ITEM", "REFUND"];

export interface IfUnavailablePickerProps {
  productName: string;
  value: IfUnavailable;
  /** The products that may replace this one, best match first; undefined until loaded. */
  candidates?: readonly ProductSummary[] | undefined;
  /** The candidates could not be loaded. */
  candidatesFailed?: boolean;
  /** The shopper wants to pick a specific item: the page loads the candidates (again). */
  onShowCandidates: () => void;
  onChange: (choice: IfUnavailableChoice, replacementProductId?: number) => void;
  /**
   * Counts the changes the cart refused: each one drops what the shopper chose here, so the
   * control reads back the cart's choice again.
   */
  refusals?: number;
  /** Starts open. */
  defaultOpen?: boolean;
  className?: string;
}

/** The collapsed control's words: the choice, or the specific item by name. */
function summaryOf(value: IfUnavailable): string {
  if (value.choice === "SPECIFIC_ITEM" && value.replacement) {
    return text.replaceWith(value.replacement.name);
  }
  return value.choice === "REFUND" ? text.refundSummary : text.choices.BEST_MATCH.label;
}

/**
 * docs/replacements.md: what the store does when a cart line's product runs short. Collapsed it
 * reads back the choice; open, three radios, and under "A specific item" the candidates to pick
 * from. Best match and refund apply at once; a specific item applies once one is picked.
 */
export function IfUnavailablePicker({
  productName,
  value,
  candidates,
  candidatesFailed = false,
  onShowCandidates,
  onChange,
  refusals = 0,
  defaultOpen = false,
  className,
}: IfUnavailablePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  // What the shopper has chosen here and the cart has not answered yet: "A specific item" shows
  // chosen while they pick one. The cart's answer (a new choice, or a refusal) replaces the draft.
  const [draft, setDraft] = useState<{ choice: IfUnavailableChoice; itemId: number | null }>();
  const answered = `${value.choice}:${value.replacement?.id ?? ""}:${refusals}`;
  const [draftOf, setDraftOf] = useState(answered);
  if (draftOf !== answered) {
    setDraftOf(answered);
    setDraft(undefined);
  }
  const shown = draft?.choice ?? value.choice;
  const chosenItemId =
    draft?.itemId ?? (value.choice === "SPECIFIC_ITEM" ? (value.replacement?.id ?? null) : null);

  const choose = (choice: IfUnavailableChoice) => {
    setDraft({ choice, itemId: null });
    if (choice === "SPECIFIC_ITEM") onShowCandidates();
    else onChange(choice);
  };

  return (
    <div className={cn("text-sm", className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        className="flex max-w-full items-center gap-1 rounded-md py-1 text-start text-gray-700 hover:text-gray-900"
      >
        {/* The space keeps the words apart in the button's name; the flex gap draws it. */}
        <span className="shrink-0 font-medium">{text.summaryLabel}:</span>{" "}
        <span className="truncate">{summaryOf(value)}</span>
        <ChevronDown
          aria-hidden
          className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")}
        />
      </button>
      {open ? (
        <div id={`${id}-panel`} className="mt-1 flex flex-col gap-3 rounded-lg bg-gray-50 p-3">
          <fieldset className="min-w-0">
            <legend className="sr-only">{text.legend(productName)}</legend>
            <div className="flex flex-col gap-2">
              {CHOICES.map((choice) => (
                <label
                  key={choice}
                  className="grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] gap-x-2 rounded-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={`${id}-choice`}
                    value={choice}
                    checked={shown === choice}
                    onChange={() => choose(choice)}
                    aria-labelledby={`${id}-${choice}-label`}
                    aria-describedby={`${id}-${choice}-hint`}
                    className="row-span-2 mt-0.5 size-4 accent-brand-700 focus-visible:outline-none"
                  />
                  <span id={`${id}-${choice}-label`} className="font-medium text-gray-900">
                    {text.choices[choice].label}
                  </span>
                  <span id={`${id}-${choice}-hint`} className="text-xs text-gray-600">
                    {text.choices[choice].hint}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {shown === "SPECIFIC_ITEM" ? (
            <IfUnavailableCandidates
              candidates={candidates}
              failed={candidatesFailed}
              chosenId={chosenItemId}
              name={`${id}-item`}
              onPick={(productId) => {
                setDraft({ choice: "SPECIFIC_ITEM", itemId: productId });
                onChange("SPECIFIC_ITEM", productId);
              }}
              onRetry={onShowCandidates}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
