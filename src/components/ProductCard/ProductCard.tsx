import { useId } from "react";
import type { ProductSummary } from "@/api/types";
import { cn } from "@/lib/cn";
import { availabilityOf, ProductCartControl } from "../ProductCartControl/ProductCartControl";
import { ProductMarks } from "../ProductMarks/ProductMarks";
import { Link } from "../ui/Link";
import { productCardText as text } from "./ProductCard.text";
import { ProductCardBadges } from "./ProductCardBadges";
import { ProductCardImage } from "./ProductCardImage";

export { availabilityOf, type ProductAvailability } from "../ProductCartControl/ProductCartControl";

export interface ProductCardProps {
  product: ProductSummary;
  /** Where the image and name lead: the product detail page. */
  href: string;
  /** The quantity the shopper asked for: 1 on the first add, 0 removes the line. */
  onQuantityChange: (product: ProductSummary, quantity: number) => void;
  /** Ask to be told when a product that is not in stock comes back. */
  onNotify: (product: ProductSummary) => void;
  /** Stop waiting for a product the shopper asked to be told of (restockRequested). */
  onStopNotifying?: (product: ProductSummary) => void;
  /** True while a change for this product (cart or notification) is being saved. */
  busy?: boolean;
  className?: string;
}

/**
 * A product in a list: its picture and name (both lead to the product page), weight, discount and
 * server badges, marks, price (the original struck through when discounted, and the unit price)
 * and its cart control. In stock it offers 'Add Item', then a quantity counter; coming soon or out
 * of stock, it says so and offers to notify the shopper.
 */
export function ProductCard({
  product,
  href,
  onQuantityChange,
  onNotify,
  onStopNotifying,
  busy = false,
  className,
}: ProductCardProps) {
  const nameId = useId();
  const inStock = availabilityOf(product.inStock) === "in-stock";
  const showOriginalPrice = product.formattedOriginalPrice !== product.formattedPrice;

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        "relative flex w-full flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3",
        className,
      )}
    >
      <Link href={href} tabIndex={-1} aria-hidden className="block aspect-square">
        <ProductCardImage src={product.fileResponse?.fullUrl} name={product.name} />
      </Link>
      <ProductCardBadges discountValue={product.discountValue} badge={product.badge} />

      <h3 id={nameId} className="line-clamp-2 min-h-10 text-sm font-medium">
        <Link href={href} className="hover:underline">
          {product.name}
        </Link>
      </h3>
      <p className="text-xs text-gray-600">
        <bdi dir="ltr">{product.weight}</bdi>
      </p>
      <ProductMarks marks={product.marks} variant="compact" />

      <div className="mt-auto flex min-h-10 items-center justify-between gap-2">
        {inStock ? (
          <p className="flex flex-col leading-tight">
            <span className="text-sm font-semibold">
              <bdi dir="ltr">{product.formattedPrice}</bdi>
            </span>
            {showOriginalPrice ? (
              <s className="text-xs text-gray-600">
                <span className="sr-only">{text.originalPrice} </span>
                <bdi dir="ltr">{product.formattedOriginalPrice}</bdi>
              </s>
            ) : null}
          </p>
        ) : null}
        <ProductCartControl
          product={product}
          busy={busy}
          describedBy={nameId}
          onQuantityChange={onQuantityChange}
          onNotify={onNotify}
          onStopNotifying={onStopNotifying}
          className={inStock ? undefined : "flex-1"}
        />
      </div>
      {inStock && product.formattedUnitPrice ? (
        <p className="-mt-1 text-[11px] leading-4 text-gray-600">
          <span className="sr-only">{text.unitPrice} </span>
          <bdi dir="ltr">{product.formattedUnitPrice}</bdi>
        </p>
      ) : null}
    </article>
  );
}
