import { useId } from "react";
import type { IfUnavailableChoice } from "@/api/types";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { ifUnavailablePickerText as text } from "./IfUnavailablePicker.text";

/** A specific item is picked line by line, so only these apply to every line at once. */
export type IfUnavailableChoiceForAll = Exclude<IfUnavailableChoice, "SPECIFIC_ITEM">;

const CHOICES_FOR_ALL: readonly IfUnavailableChoiceForAll[] = ["BEST_MATCH", "REFUND"];

export interface IfUnavailableApplyAllProps {
  /** Every line's current choice: a choice all of them share shows pressed. */
  choices: readonly IfUnavailableChoice[];
  onApply: (choice: IfUnavailableChoiceForAll) => void;
  /** The cart has not answered the last "apply to all" yet. */
  applying?: boolean;
  className?: string;
}

/** Checkout's "Apply to all items" (docs/replacements.md): one "If unavailable" choice for every line. */
export function IfUnavailableApplyAll({
  choices,
  onApply,
  applying = false,
  className,
}: IfUnavailableApplyAllProps) {
  const labelId = useId();
  const shared = choices.every((choice) => choice === choices[0]) ? choices[0] : undefined;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-busy={applying}
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-gray-50 px-3 py-2 text-sm",
        className,
      )}
    >
      <span id={labelId} className="font-medium text-gray-900">
        {text.applyToAll}
      </span>
      <span className="flex flex-wrap gap-2">
        {CHOICES_FOR_ALL.map((choice) => (
          <Button
            key={choice}
            type="button"
            variant={shared === choice ? "primary" : "outline"}
            size="sm"
            weight="medium"
            aria-pressed={shared === choice}
            disabled={applying}
            onClick={() => onApply(choice)}
          >
            {text.choices[choice].label}
          </Button>
        ))}
      </span>
    </div>
  );
}
