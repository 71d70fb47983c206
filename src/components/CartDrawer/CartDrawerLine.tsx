import type { ReactNode } from "react";
import type { CartItem } from "@/api/types";
import { availabilityOf } from "../ProductCartControl/ProductCartControl";
import { QuantityCounter } from "../QuantityCounter/QuantityCounter";
import { cartDrawerText as text } from "./CartDrawer.text";
import { CartDrawerItem } from "./CartDrawerItem";
import { cartDrawerFocusKey } from "../ui/cartFocus";
import { CartDrawerPrice } from "./CartDrawerPrice";

export interface CartDrawerLineProps {
  line: CartItem;
  /** A change of this line awaits the server: its quantity is shown, its totals are the old ones. */
  updating?: boolean;
  /** The quantity the shopper asked for; 0 removes the line (the trash icon at 1). */
  onQuantityChange: (line: CartItem, qty: number) => void;
  onRemove: (line: CartItem) => void;
  onSaveForLater: (line: CartItem) => void;
  onNavigate: () => void;
  /** The line's "If unavailable" control; an in-stock line shows it under its price. */
  ifUnavailable?: ReactNode;
}

/** docs/product.md § Cart drawer: one line; only an IN_STOCK product's quantity can change (§ States and transitions). */
export function CartDrawerLine({
  line,
  updating = false,
  onQuantityChange,
  onRemove,
  onSaveForLater,
  onNavigate,
  ifUnavailable,
}: CartDrawerLineProps) {
  const { product } = line;
  const availability = availabilityOf(product.inStock);

  return (
    <CartDrawerItem
      product={product}
      focusKey={cartDrawerFocusKey.line(product.id)}
      imageSize="md"
      removeLabel={text.removeLine(product.name)}
      onRemove={() => onRemove(line)}
      onNavigate={onNavigate}
    >
      {(nameId) => (
        <>
          <p className="text-xs text-gray-600">
            <bdi dir="ltr">{product.weight}</bdi>
          </p>

          <div className="flex items-center justify-between gap-2">
            <CartDrawerPrice
              formatted={line.formattedTotal}
              formattedOriginal={line.formattedOriginalTotal}
              updating={updating}
            />
            {availability === "in-stock" ? (
              <QuantityCounter
                quantity={line.qty}
                itemName={product.name}
                onIncrement={() => onQuantityChange(line, line.qty + 1)}
                onDecrement={() => onQuantityChange(line, line.qty - 1)}
                onRemove={() => onQuantityChange(line, 0)}
              />
            ) : (
              <p className="flex flex-col items-end text-xs leading-tight">
                <span
                  className={
                    availability === "coming-soon"
                      ? "font-semibold text-warning-700"
                      : "font-semibold text-danger-700"
                  }
                >
                  {availability === "coming-soon" ? text.comingSoon : text.outOfStock}
                </span>
                <span className="text-gray-600">{text.quantity(line.qty)}</span>
              </p>
            )}
          </div>

          {availability === "in-stock" ? ifUnavailable : null}

          <button
            type="button"
            onClick={() => onSaveForLater(line)}
            data-focus-follow
            aria-describedby={nameId}
            className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {text.saveForLater}
          </button>
        </>
      )}
    </CartDrawerItem>
  );
}
