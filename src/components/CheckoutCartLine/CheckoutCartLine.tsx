import { useId } from "react";
import type { CartItem } from "@/api/types";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { CartDrawerPrice } from "../CartDrawer/CartDrawerPrice";
import { availabilityOf } from "../ProductCartControl/ProductCartControl";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { QuantityCounter } from "../QuantityCounter/QuantityCounter";
import { Link } from "../ui/Link";
import { checkoutCartLineText as text } from "./CheckoutCartLine.text";

export interface CheckoutCartLineProps {
  line: CartItem;
  /** The quantity asked for (0 removes the line); without it the line is read-only. */
  onQuantityChange?: (line: CartItem, qty: number) => void;
  /**
   * A change of this line awaits the server: its quantity is shown, its totals are the old ones
   * (marked). The counter stays enabled, as in the cart drawer, so focus is never lost.
   */
  updating?: boolean;
  className?: string;
}

/**
 * A line of the checkout's cart: image, name and weight, quantity, and the server's line total
 * (struck-through original when discounted). Only an IN_STOCK product's quantity can change.
 */
export function CheckoutCartLine({
  line,
  onQuantityChange,
  updating = false,
  className,
}: CheckoutCartLineProps) {
  const nameId = useId();
  const { product } = line;
  const href = paths.productDetail(product.id);
  const availability = availabilityOf(product.inStock);
  const editable = onQuantityChange !== undefined && availability === "in-stock";

  return (
    <article aria-labelledby={nameId} className={cn("flex gap-3 py-3", className)}>
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden
        className="size-16 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-white sm:size-20"
      >
        <ProductCardImage src={product.fileResponse?.fullUrl} name={product.name} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="line-clamp-2 text-sm font-medium text-gray-900">
            <Link href={href} className="hover:underline">
              {product.name}
            </Link>
          </h3>
          <p className="text-xs text-gray-600">
            <bdi dir="ltr">{product.weight}</bdi> · {text.unitPrice(line.qty, line.formattedPrice)}
          </p>
          {availability !== "in-stock" ? (
            <p
              className={cn(
                "text-xs font-semibold",
                availability === "coming-soon" ? "text-warning-700" : "text-danger-700",
              )}
            >
              {availability === "coming-soon" ? text.comingSoon : text.outOfStock}
            </p>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-3 sm:justify-end sm:gap-6">
          {editable ? (
            <QuantityCounter
              quantity={line.qty}
              itemName={product.name}
              onIncrement={() => onQuantityChange(line, line.qty + 1)}
              onDecrement={() => onQuantityChange(line, line.qty - 1)}
              onRemove={() => onQuantityChange(line, 0)}
            />
          ) : (
            <p className="text-sm text-gray-700">{text.quantity(line.qty)}</p>
          )}
          <CartDrawerPrice
            formatted={line.formattedTotal}
            formattedOriginal={line.formattedOriginalTotal}
            updating={updating}
            className="min-w-16 items-end text-end"
          />
        </div>
      </div>
    </article>
  );
}
