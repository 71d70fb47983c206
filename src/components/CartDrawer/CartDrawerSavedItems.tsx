import { X } from "lucide-react";
import { useId } from "react";
import type { CartItem } from "@/api/types";
import { paths } from "@/lib/paths";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { availabilityOf } from "../ProductCartControl/ProductCartControl";
import { Button } from "../ui/Button";
import { Link } from "../ui/Link";
import { cartDrawerText as text } from "./CartDrawer.text";
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
  const nameId = useId();
  const { product } = item;
  const href = paths.productDetail(product.id);
  const availability = availabilityOf(product.inStock);

  return (
    <article aria-labelledby={nameId} className="flex gap-3 py-3">
      <Link
        href={href}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden
        className="size-12 shrink-0 overflow-hidden rounded-lg border border-gray-200"
      >
        <ProductCardImage src={product.fileResponse?.fullUrl} name={product.name} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <h4 id={nameId} className="line-clamp-2 flex-1 text-sm font-medium">
            <Link href={href} onClick={onNavigate} className="hover:underline">
              {product.name}
            </Link>
          </h4>
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={text.removeSaved(product.name)}
            className="-mt-1 -mr-1 grid size-8 shrink-0 place-items-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-danger-700"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
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
      </div>
    </article>
  );
}
