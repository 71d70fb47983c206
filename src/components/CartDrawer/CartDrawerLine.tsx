import { X } from "lucide-react";
import { useId } from "react";
import type { CartItem } from "@/api/types";
import { paths } from "@/lib/paths";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { availabilityOf } from "../ProductCartControl/ProductCartControl";
import { QuantityCounter } from "../QuantityCounter/QuantityCounter";
import { Link } from "../ui/Link";
import { cartDrawerText as text } from "./CartDrawer.text";
import { CartDrawerPrice } from "./CartDrawerPrice";

export interface CartDrawerLineProps {
  line: CartItem;
  /** A change of this line awaits the server: its quantity is shown, its totals are the old ones. */
  updating?: boolean;
  /** The quantity the shopper asked for; 0 removes the line (the trash icon at 1). */
  onQuantityChange: (line: CartItem, qty: number) => void;
  onRemove: (line: CartItem) => void;
  onSaveForLater: (line: CartItem) => void;
  /** The image or name was clicked: the drawer closes as product detail opens. */
  onNavigate: () => void;
}

/** Spec section 2 "Cart drawer": one line; only an IN_STOCK product's quantity can change (section 4). */
export function CartDrawerLine({
  line,
  updating = false,
  onQuantityChange,
  onRemove,
  onSaveForLater,
  onNavigate,
}: CartDrawerLineProps) {
  const nameId = useId();
  const { product } = line;
  const href = paths.productDetail(product.id);
  const availability = availabilityOf(product.inStock);

  return (
    <article aria-labelledby={nameId} className="flex gap-3 py-4">
      <Link
        href={href}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden
        className="size-16 shrink-0 overflow-hidden rounded-lg border border-gray-200"
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
            onClick={() => onRemove(line)}
            aria-label={text.removeLine(product.name)}
            className="-mt-1 -mr-1 grid size-8 shrink-0 place-items-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-danger-700"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
        <p className="text-xs text-gray-600">{product.weight}</p>

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

        <button
          type="button"
          onClick={() => onSaveForLater(line)}
          aria-describedby={nameId}
          className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {text.saveForLater}
        </button>
      </div>
    </article>
  );
}
