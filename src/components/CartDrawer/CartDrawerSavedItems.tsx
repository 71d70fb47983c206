import { useId } from "react";
import type { CartItem } from "@/api/types";
import { availabilityOf } from "../ProductCartControl/ProductCartControl";
import { Button } from "../ui/Button";
import { cartDrawerText as text } from "./CartDrawer.text";
import { CartDrawerItem } from "./CartDrawerItem";
import { cartDrawerFocusKey } from "../ui/cartFocus";
import { CartDrawerPrice } from "./CartDrawerPrice";

export interface CartDrawerSavedItemsProps {
  items: readonly CartItem[];
  onMoveToCart: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
  onNavigate: () => void;
}

/** The saved-for-later list: each item goes back to the cart (when in stock) or is removed. */
export function CartDrawerSavedItems({
  items,
  onMoveToCart,
  onRemove,
  onNavigate,
}: CartDrawerSavedItemsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-gray-200 py-4">
      <h3 id={headingId} className="text-base font-semibold">
        {text.savedHeading(items.length)}
      </h3>
      <ul className="divide-y divide-gray-100">
        {items.map((item) => (
          <li key={item.id}>
            <SavedItem
              item={item}
              onMoveToCart={onMoveToCart}
              onRemove={onRemove}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SavedItem({
  item,
  onMoveToCart,
  onRemove,
  onNavigate,
}: Omit<CartDrawerSavedItemsProps, "items"> & { item: CartItem }) {
  const { product } = item;
  const availability = availabilityOf(product.inStock);

  return (
    <CartDrawerItem
      product={product}
      focusKey={cartDrawerFocusKey.saved(product.id)}
      imageSize="sm"
      removeLabel={text.removeSaved(product.name)}
      onRemove={() => onRemove(item)}
      onNavigate={onNavigate}
    >
      {(nameId) => (
        <div className="flex items-center justify-between gap-2">
          <CartDrawerPrice
            formatted={item.formattedPrice}
            formattedOriginal={item.formattedOriginalPrice}
          />
          {/* The server refuses a product that is not IN_STOCK (409), so it is not offered. */}
          {availability === "in-stock" ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onMoveToCart(item)}
              data-focus-follow
              aria-describedby={nameId}
            >
              {text.moveToCart}
            </Button>
          ) : (
            <span
              className={
                availability === "coming-soon"
                  ? "text-xs font-semibold text-warning-700"
                  : "text-xs font-semibold text-danger-700"
              }
            >
              {availability === "coming-soon" ? text.comingSoon : text.outOfStock}
            </span>
          )}
        </div>
      )}
    </CartDrawerItem>
  );
}
