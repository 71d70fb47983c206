import type { ProductSummary } from "@/api/types";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { Skeleton } from "../ui/Skeleton";
import { ifUnavailablePickerText as text } from "./IfUnavailablePicker.text";

export interface IfUnavailableCandidatesProps {
  /** The products that may replace the line's, best match first; undefined while loading. */
  candidates: readonly ProductSummary[] | undefined;
  failed: boolean;
  /** The specific item chosen now, if any. */
  chosenId: number | null;
  name: string;
  onPick: (productId: number) => void;
  onRetry: () => void;
}

/** The "A specific item" list: the candidates as radios, or why there are none to pick. */
export function IfUnavailableCandidates({
  candidates,
  failed,
  chosenId,
  name,
  onPick,
  onRetry,
}: IfUnavailableCandidatesProps) {
  if (failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        {text.candidatesFailed}
        <Button variant="outline" size="sm" onClick={onRetry}>
          {text.retry}
        </Button>
      </div>
    );
  }
  if (!candidates) {
    return (
      <div aria-busy className="flex flex-col gap-2">
        <span className="sr-only" role="status">
          {text.loadingCandidates}
        </span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} rounded="lg" className="h-12" />
        ))}
      </div>
    );
  }
  if (candidates.length === 0) {
    return (
      <p role="status" className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
        {text.noCandidates}
      </p>
    );
  }
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-gray-700">{text.candidatesLegend}</legend>
      <div className="flex max-h-64 flex-col gap-1.5 overflow-y-auto">
        {candidates.map((product) => {
          const checked = product.id === chosenId;
          return (
            <label
              key={product.id}
              className={cn(
                "grid cursor-pointer grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 rounded-lg border p-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
                checked ? "border-brand-700 bg-brand-50" : "border-gray-200 hover:border-gray-300",
              )}
            >
              <input
                type="radio"
                name={name}
                value={product.id}
                checked={checked}
                onChange={() => onPick(product.id)}
                className="size-4 accent-brand-700 focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span className="block truncate font-medium text-gray-900">{product.name}</span>
                <span className="block text-xs text-gray-600">
                  <bdi dir="ltr">{product.weight}</bdi>
                </span>
              </span>
              <span dir="ltr" className="font-semibold text-gray-900">
                {product.formattedPrice}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
