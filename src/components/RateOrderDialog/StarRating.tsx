import { Star } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { rateOrderDialogText as text } from "./RateOrderDialog.text";

const VALUES = [1, 2, 3, 4, 5] as const;

export interface StarRatingProps {
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  /** The message shown when the shopper sends without choosing. */
  error?: string | null;
}

/**
 * Five stars as one radio group: arrow keys move between them, each is named "3 stars", and
 * the stars up to the chosen (or hovered) one are filled.
 */
export function StarRating({ legend, value, onChange, error }: StarRatingProps) {
  const name = useId();
  const errorId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="mt-1 flex gap-1" onPointerLeave={() => setHovered(null)}>
        {VALUES.map((star) => (
          <label
            key={star}
            onPointerEnter={() => setHovered(star)}
            className="grid size-10 cursor-pointer place-items-center rounded-md has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{text.star(star)}</span>
            <Star
              aria-hidden
              className={cn(
                "size-8 transition-colors",
                star <= shown ? "fill-amber-400 text-amber-500" : "fill-white text-gray-500",
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
