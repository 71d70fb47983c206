import { useId } from "react";
import type { Product } from "@/api/types";
import { cn } from "@/lib/cn";
import { QuantityCounter } from "../QuantityCounter/QuantityCounter";
import { Button } from "../ui/Button";
import { Link } from "../ui/Link";
import { productCardText as text } from "./ProductCard.text";
import { ProductCardBadges } from "./ProductCardBadges";
import { ProductCardImage } from "./ProductCardImage";

export type ProductAvailability = "in-stock" | "coming-soon" | "out-of-stock";

/** Spec: IN_STOCK and COMING_SOON are named; any other value means out of stock. */
export function availabilityOf(inStock: string): ProductAvailability {
  if (inStock === "IN_STOCK") return "in-stock";
  if (inStock === "COMING_SOON") return "coming-soon";
  return "out-of-stock";
}

export interface ProductCardProps {
  product: Product;
  /** Where the image and name lead: the product detail page. */
  href: string;
  /** The quantity the shopper asked for: 1 on the first add, 0 removes the line. */
  onQuantityChange: (product: Product, quantity: number) => void;
  /** Ask to be told when a product that is not in stock comes back. */
  onNotify: (product: Product) => void;
  /** True while a change for this product (cart or notification) is being saved. */
  busy?: boolean;
  className?: string;
}

export function ProductCard({
  product,
  href,
  onQuantityChange,
  onNotify,
  busy = false,
  className,
}: ProductCardProps) {
  const nameId = useId();
  const availability = availabilityOf(product.inStock);
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
      <p className="text-xs text-gray-600">{product.weight}</p>

      <div className="mt-auto flex min-h-10 items-center justify-between gap-2">
        {availability === "in-stock" ? (
          <>
            <p className="flex flex-col leading-tight">
              <span className="text-sm font-semibold">{product.formattedPrice}</span>
              {showOriginalPrice ? (
                <s className="text-xs text-gray-600">
                  <span className="sr-only">{text.originalPrice} </span>
                  {product.formattedOriginalPrice}
                </s>
              ) : null}
            </p>
            {product.qtyInCart > 0 ? (
              <QuantityCounter
                quantity={product.qtyInCart}
                itemName={product.name}
                busy={busy}
                onIncrement={() => onQuantityChange(product, product.qtyInCart + 1)}
                onDecrement={() => onQuantityChange(product, product.qtyInCart - 1)}
                onRemove={() => onQuantityChange(product, 0)}
              />
            ) : (
              <Button
                size="sm"
                aria-describedby={nameId}
                disabled={busy}
                onClick={() => onQuantityChange(product, 1)}
              >
                {text.addItem}
              </Button>
            )}
          </>
        ) : (
          <>
            <p
              className={cn(
                "text-sm font-semibold",
                availability === "coming-soon" ? "text-warning-700" : "text-danger-700",
              )}
            >
              {availability === "coming-soon" ? text.comingSoon : text.outOfStock}
            </p>
            <Button
              size="sm"
              variant="outline"
              aria-describedby={nameId}
              disabled={busy}
              onClick={() => onNotify(product)}
            >
              {text.notify}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
