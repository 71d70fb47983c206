import { Minus, Plus, Trash2 } from "lucide-react";
import type { Ref } from "react";
import { cn } from "@/lib/cn";
import { quantityCounterText as text } from "./QuantityCounter.text";

export interface QuantityCounterProps {
  quantity: number;
  /** What is being counted, for screen readers ("Basmati Rice 5 kg"). */
  itemName: string;
  onIncrement: () => void;
  onDecrement: () => void;
  /** docs/product.md § States and transitions: at 1 the minus becomes a trash icon and removes the line. */
  onRemove: () => void;
  /** True while a change is being saved: the buttons wait for it. */
  busy?: boolean;
  /** The increase button, which takes focus when the stepper replaces 'Add Item'. */
  increaseRef?: Ref<HTMLButtonElement>;
  /** `md` on the product page, where it stands for the 'Add Item' button of that size. */
  size?: "sm" | "md";
  className?: string;
}

const stepButton =
  "grid size-8 place-items-center rounded-md text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";

/**
 * The stepper that replaces 'Add Item' once a product is in the cart: minus, the quantity (read
 * out as it changes) and plus. At 1 the minus becomes a trash icon that removes the line, and while
 * a change is saved (`busy`) both buttons wait.
 */
export function QuantityCounter({
  quantity,
  itemName,
  onIncrement,
  onDecrement,
  onRemove,
  busy = false,
  increaseRef,
  size = "sm",
  className,
}: QuantityCounterProps) {
  const removes = quantity <= 1;
  return (
    <div
      role="group"
      aria-label={text.group(itemName)}
      aria-busy={busy}
      className={cn(
        "inline-flex items-center rounded-lg bg-brand-700 text-white",
        size === "sm" ? "h-8" : "h-10",
        className,
      )}
    >
      <button
        type="button"
        className={stepButton}
        onClick={removes ? onRemove : onDecrement}
        disabled={busy}
        aria-label={removes ? text.remove(itemName) : text.decrease(itemName)}
      >
        {removes ? (
          <Trash2 aria-hidden className="size-4" />
        ) : (
          <Minus aria-hidden className="size-4" />
        )}
      </button>
      <output aria-live="polite" className="min-w-8 px-1 text-center text-sm font-semibold">
        {quantity}
      </output>
      <button
        ref={increaseRef}
        type="button"
        className={stepButton}
        onClick={onIncrement}
        disabled={busy}
        aria-label={text.increase(itemName)}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
