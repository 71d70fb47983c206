import { BellRing } from "lucide-react";
import { useRef } from "react";
import type { ProductSummary } from "@/api/types";
import { cn } from "@/lib/cn";
import { QuantityCounter } from "../QuantityCounter/QuantityCounter";
import { Button } from "../ui/Button";
import { useFocusHandOff } from "../ui/useFocusHandOff";
import { productCartControlText as text } from "./ProductCartControl.text";

export type ProductAvailability = "in-stock" | "coming-soon" | "out-of-stock";

/** Spec: IN_STOCK and COMING_SOON are named; every other value means out of stock. */
export function availabilityOf(inStock: string): ProductAvailability {
  if (inStock === "IN_STOCK") return "in-stock";
  if (inStock === "COMING_SOON") return "coming-soon";
  return "out-of-stock";
}

export interface ProductCartControlProps {
  /** Its qtyInCart is the quantity shown. */
  product: ProductSummary;
  /** The quantity the shopper asked for: 1 on the first add, 0 removes the line. */
  onQuantityChange: (product: ProductSummary, quantity: number) => void;
  /** Ask to be told when a product that is not in stock comes back. */
  onNotify: (product: ProductSummary) => void;
  /** Stop waiting for it (shown instead of Notify once product.restockRequested). */
  onStopNotifying?: (product: ProductSummary) => void;
  /** True while a change for this product (cart or notification) is being saved. */
  busy?: boolean;
  /** The id of the product's name, so 'Add Item' and 'Notify' say which product they act on. */
  describedBy?: string;
  /** "sm" on cards, "md" on the product page. */
  size?: "sm" | "md";
  className?: string;
}

/**
 * docs/product.md § Product card and § States and transitions, one control for the card and the detail page: in stock, 'Add Item' and
 * then a quantity counter; otherwise 'Coming Soon' or 'Out of stock' with a Notify button. Focus
 * follows a swap: from 'Add Item' to the stepper's increase button, and back when the last unit goes.
 */
export function ProductCartControl({
  product,
  onQuantityChange,
  onNotify,
  onStopNotifying,
  busy = false,
  describedBy,
  size = "sm",
  className,
}: ProductCartControlProps) {
  const availability = availabilityOf(product.inStock);
  // 'Add Item' or the stepper's increase button, whichever is shown.
  const focusTarget = useRef<HTMLButtonElement>(null);
  const handOff = useFocusHandOff();
  const changeQuantity = (next: number) => {
    handOff(() => focusTarget.current);
    onQuantityChange(product, next);
  };

  if (availability !== "in-stock") {
    const label = (
      <p
        className={cn(
          "font-semibold",
          size === "sm" ? "text-sm" : "text-base",
          availability === "coming-soon" ? "text-warning-700" : "text-danger-700",
        )}
      >
        {availability === "coming-soon" ? text.comingSoon : text.outOfStock}
      </p>
    );
    if (product.restockRequested && onStopNotifying) {
      // Waiting for it: what was asked for, and the one click that undoes it.
      return (
        <div
          className={cn(
            "flex",
            size === "sm"
              ? "flex-col items-stretch gap-1"
              : "flex-wrap items-center gap-x-4 gap-y-2",
            className,
          )}
        >
          {label}
          <p
            className={cn(
              "flex items-center gap-1 font-medium text-brand-700",
              size === "sm" ? "text-xs" : "text-sm",
            )}
          >
            <BellRing aria-hidden className="size-3.5 shrink-0" />
            {text.notifying}
          </p>
          <Button
            size={size}
            variant="outline"
            aria-describedby={describedBy}
            disabled={busy}
            onClick={() => onStopNotifying(product)}
          >
            {text.stopNotifying}
          </Button>
        </div>
      );
    }
    return (
      // On a card the two share its width; on the product page Notify sits beside its label.
      <div
        className={cn(
          "flex items-center",
          size === "sm" ? "justify-between gap-2" : "justify-start gap-4",
          className,
        )}
      >
        {label}
        <Button
          size={size}
          variant="outline"
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => onNotify(product)}
        >
          {text.notify}
        </Button>
      </div>
    );
  }

  const quantity = product.qtyInCart;
  if (quantity > 0) {
    return (
      <QuantityCounter
        quantity={quantity}
        itemName={product.name}
        busy={busy}
        increaseRef={focusTarget}
        onIncrement={() => changeQuantity(quantity + 1)}
        onDecrement={() => changeQuantity(quantity - 1)}
        onRemove={() => changeQuantity(0)}
        size={size}
        className={className}
      />
    );
  }
  return (
    <Button
      ref={focusTarget}
      size={size}
      aria-describedby={describedBy}
      disabled={busy}
      onClick={() => changeQuantity(1)}
      className={className}
    >
      {text.addItem}
    </Button>
  );
}
