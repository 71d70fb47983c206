import { ShoppingCart } from "lucide-react";
import type { Cart } from "@/api/types";
import { itemCount } from "@/lib/itemCount";
import { headerText as text } from "./Header.text";

export interface HeaderCartButtonProps {
  /** Absent while there is no session or the cart has not loaded: it reads 'My Cart'. */
  cart: Pick<Cart, "cartItems" | "formattedTotal"> | null | undefined;
  onClick: () => void;
}

/**
 * Spec "Cart drawer": 'My Cart' when empty, otherwise 'N Items' (the store's one item count,
 * lib/itemCount, as the drawer's title and checkout count) with the formatted total: the cart's
 * formattedTotal, the Total that checkout's Order Summary shows.
 */
export function HeaderCartButton({ cart, onClick }: HeaderCartButtonProps) {
  const count = cart ? itemCount(cart.cartItems) : 0;
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-10 shrink-0 items-center gap-1.5 rounded-lg bg-brand-700 px-2.5 text-white hover:bg-brand-800 sm:px-3"
    >
      <ShoppingCart aria-hidden className="size-5 shrink-0" />
      {count === 0 ? (
        <span className="text-sm font-semibold">{text.myCart}</span>
      ) : (
        <span className="flex flex-col items-start text-xs leading-tight">
          <span className="sr-only">{text.myCart}:</span>
          <span className="font-semibold">{text.itemCount(count)}</span>
          <span dir="ltr">{cart?.formattedTotal}</span>
        </span>
      )}
    </button>
  );
}
