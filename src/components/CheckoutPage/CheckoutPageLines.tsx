import { useRef } from "react";
import type { CartItem, IfUnavailableChoice } from "@/api/types";
import { cartDrawerFocusKey as focusKey, neighbourName } from "../ui/cartFocus";
import { CheckoutCartLine } from "../CheckoutCartLine/CheckoutCartLine";
import { IfUnavailableApplyAll } from "../IfUnavailablePicker/IfUnavailableApplyAll";
import { availabilityOf } from "../ProductCartControl/ProductCartControl";
import type { CheckoutIfUnavailable } from "./checkoutModel";
import { useFocusHandOff } from "../ui/useFocusHandOff";

export interface CheckoutPageLinesProps {
  lines: CartItem[];
  onQuantityChange?: (line: CartItem, qty: number) => void;
  updatingLineIds: readonly number[];
  ifUnavailable?: CheckoutIfUnavailable;
}

/** The lines a shortage can reach: in stock now, with a choice the cart answered. */
function choosingLines(lines: readonly CartItem[]) {
  return lines.filter(
    (line) =>
      line.ifUnavailable !== undefined && availabilityOf(line.product.inStock) === "in-stock",
  );
}

/**
 * Checkout's cart lines, each in stock with its "If unavailable" choice, and "Apply to all items"
 * above them when there are two or more to choose for. A line removed from the keyboard (the
 * counter's trash icon at 1) hands focus to the next line's name, or the previous one when it was
 * the last, as the cart drawer does.
 */
export function CheckoutPageLines({
  lines,
  onQuantityChange,
  updatingLineIds,
  ifUnavailable,
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

  const choosing = ifUnavailable ? choosingLines(lines) : [];
  const choices: IfUnavailableChoice[] = choosing.flatMap((line) =>
    line.ifUnavailable ? [line.ifUnavailable.choice] : [],
  );

  return (
    <>
      {ifUnavailable && choosing.length > 1 ? (
        <IfUnavailableApplyAll
          choices={choices}
          onApply={ifUnavailable.applyToAll}
          applying={ifUnavailable.applyingToAll}
          className="mb-3"
        />
      ) : null}
      <ul ref={scope} className="-my-3 divide-y divide-gray-200">
        {lines.map((line) => (
          <li key={line.id} data-focus-key={focusKey.line(line.product.id)}>
            <CheckoutCartLine
              line={line}
              onQuantityChange={changeQuantity}
              updating={updatingLineIds.includes(line.id)}
            />
            {ifUnavailable && choosing.includes(line) ? (
              // Under the line's name, past its image.
              <div className="-mt-2 pb-3 ps-19 sm:ps-23">{ifUnavailable.renderPicker(line)}</div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
