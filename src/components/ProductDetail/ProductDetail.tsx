import type { Product, ProductSummary } from "@/api/types";
import { cn } from "@/lib/cn";
import { ProductBadgeLabel, ProductDiscountBadge } from "../ProductCard/ProductCardBadges";
import { availabilityOf, ProductCartControl } from "../ProductCartControl/ProductCartControl";
import { ProductMarks } from "../ProductMarks/ProductMarks";
import { productDetailText as text } from "./ProductDetail.text";
import { ProductDetailRating } from "./ProductDetailRating";

export interface ProductDetailProps {
  /** Its qtyInCart is the quantity in the cart. */
  product: Product;
  onQuantityChange: (product: ProductSummary, quantity: number) => void;
  onNotify: (product: ProductSummary) => void;
  /** Stop waiting for the product (shown once it is restockRequested). */
  onStopNotifying?: (product: ProductSummary) => void;
  /** True while a cart change or restock request for the product is being saved. */
  busy?: boolean;
  /** The id given to the name (the page's h1), e.g. for the page's aria-labelledby. */
  titleId?: string;
  className?: string;
}

/**
 * docs/product.md § Product detail: the product's summary beside the gallery. Name (the page's h1), rating,
 * weight, badge, price, 'N% OFF', 'Inclusive all taxes' when in stock, and the cart control.
 */
export function ProductDetail({
  product,
  onQuantityChange,
  onNotify,
  onStopNotifying,
  busy = false,
  titleId = "product-detail-title",
  className,
}: ProductDetailProps) {
  const inStock = availabilityOf(product.inStock) === "in-stock";
  const showOriginalPrice = product.formattedOriginalPrice !== product.formattedPrice;

  return (
    <div className={cn("flex flex-col gap-3", className)}>
      {product.badge ? <ProductBadgeLabel badge={product.badge} className="self-start" /> : null}
      <h1 id={titleId} className="text-2xl font-semibold text-balance">
        {product.name}
      </h1>
      <ProductDetailRating rating={product.rating} />
      <p className="text-gray-600">
        <bdi dir="ltr">{product.weight}</bdi>
      </p>
      <ProductMarks marks={product.marks} variant="full" />

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="flex items-baseline gap-2">
          <span dir="ltr" className="text-2xl font-bold">
            {product.formattedPrice}
          </span>
          {showOriginalPrice ? (
            <s className="text-gray-600">
              <span className="sr-only">{text.originalPrice} </span>
              <bdi dir="ltr">{product.formattedOriginalPrice}</bdi>
            </s>
          ) : null}
        </p>
        {product.discountValue > 0 ? (
          <ProductDiscountBadge discountValue={product.discountValue} size="md" />
        ) : null}
      </div>
      {product.formattedUnitPrice ? (
        <p className="-mt-2 text-sm text-gray-600">
          <span className="sr-only">{text.unitPrice} </span>
          <bdi dir="ltr">{product.formattedUnitPrice}</bdi>
        </p>
      ) : null}
      {inStock ? <p className="text-sm text-gray-600">{text.inclusiveOfTaxes}</p> : null}

      <ProductCartControl
        product={product}
        size="md"
        busy={busy}
        describedBy={titleId}
        onQuantityChange={onQuantityChange}
        onNotify={onNotify}
        onStopNotifying={onStopNotifying}
        className={inStock ? "self-start" : "max-w-sm"}
      />
    </div>
  );
}
