import { ShoppingCart } from "lucide-react";
import type { Cart } from "@/api/types";
import { headerText as text } from "./Header.text";

export interface HeaderCartButtonProps {
  /** Absent while there is no session or the cart has not loaded: it reads 'My Cart'. */
  cart: Pick<Cart, "cartItems" | "formattedSubTotal"> | null | undefined;
  onClick: () => void;
}

/**
 * Spec "Cart drawer": 'My Cart' when empty, otherwise 'N Items' and the formatted total of the
 * items: the subtotal, the same figure as the drawer's 'Sub Total' (fees and tax come at checkout).
 */
export function HeaderCartButton({ cart, onClick }: HeaderCartButtonProps) {
  const lineCount = cart?.cartItems.length ?? 0;
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-10 shrink-0 items-center gap-1.5 rounded-lg bg-brand-700 px-2.5 text-white hover:bg-brand-800 sm:px-3"
    >
      <ShoppingCart aria-hidden className="size-5 shrink-0" />
      {lineCount === 0 ? (
        <span className="text-sm font-semibold">{text.myCart}</span>
      ) : (
        <span className="flex flex-col items-start text-xs leading-tight">
          <span className="sr-only">{text.myCart}:</span>
          <span className="font-semibold">{text.itemCount(lineCount)}</span>
          <span>{cart?.formattedSubTotal}</span>
        </span>
      )}
    </button>
  );
}
