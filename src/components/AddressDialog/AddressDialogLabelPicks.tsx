import { cn } from "@/lib/cn";
import { addressDialogText as text } from "./AddressDialog.text";

/** Home, Work, Other: one tap fills in the label; the field still takes any other word. */
export function AddressDialogLabelPicks({
  value,
  onPick,
}: {
  value: string;
  onPick: (label: string) => void;
}) {
  return (
    <div role="group" aria-label={text.quickLabels} className="flex flex-wrap gap-2">
      {text.quickLabelWords.map((word) => {
        const picked = value.trim() === word;
        return (
          <button
            key={word}
            type="button"
            aria-pressed={picked}
            onClick={() => onPick(word)}
            className={cn(
              "rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              picked
                ? "border-brand-700 bg-brand-50 text-brand-800"
                : "border-gray-300 bg-white text-gray-700 hover:bg-gray-100",
            )}
          >
            {word}
          </button>
        );
      })}
    </div>
  );
}
