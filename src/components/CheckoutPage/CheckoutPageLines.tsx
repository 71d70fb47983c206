import { useRef } from "react";
import type { CartItem } from "@/api/types";
import { cartDrawerFocusKey as focusKey, neighbourName } from "../ui/cartFocus";
import { CheckoutCartLine } from "../CheckoutCartLine/CheckoutCartLine";
import { useFocusHandOff } from "../ui/useFocusHandOff";

export interface CheckoutPageLinesProps {
  lines: CartItem[];
  onQuantityChange?: (line: CartItem, qty: number) => void;
  updatingLineIds: readonly number[];
}

/**
 * Checkout's cart lines. A line removed from the keyboard (the counter's trash icon at 1) hands
 * focus to the next line's name, or the previous one when it was the last, as the cart drawer does.
 */
export function CheckoutPageLines({
  lines,
  onQuantityChange,
  updatingLineIds,
}: CheckoutPageLinesProps) {
  const scope = useRef<HTMLUListElement>(null);
  const handOff = useFocusHandOff();
  const keys = lines.map((line) => focusKey.line(line.product.id));
  const changeQuantity =
    onQuantityChange &&
    ((line: CartItem, qty: number) => {
      if (qty === 0)
        handOff(() => neighbourName(scope.current, keys, focusKey.line(line.product.id)));
      onQuantityChange(line, qty);
    });

  return (
    <ul ref={scope} className="-my-3 divide-y divide-gray-200">
      {lines.map((line) => (
        <li key={line.id} data-focus-key={focusKey.line(line.product.id)}>
          <CheckoutCartLine
            line={line}
            onQuantityChange={changeQuantity}
            updating={updatingLineIds.includes(line.id)}
          />
        </li>
      ))}
    </ul>
  );
}
