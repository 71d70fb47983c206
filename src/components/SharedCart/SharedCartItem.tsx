import { useId } from "react";
import type { CartShareItem } from "@/api/types";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { availabilityOf } from "../ProductCartControl/ProductCartControl";
import { Link } from "../ui/Link";
import { sharedCartText as text } from "./SharedCart.text";

/** One shared product: its photo and name (to its page), the quantity shared and today's price. */
export function SharedCartItem({ item }: { item: CartShareItem }) {
  const nameId = useId();
  const href = paths.productDetail(item.productId);
  const availability = availabilityOf(item.inStock);
  const inStock = availability === "in-stock";

  return (
    <article aria-labelledby={nameId} className="flex gap-3 py-4">
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden
        className={cn(
          "size-16 shrink-0 overflow-hidden rounded-lg border border-gray-200 sm:size-20",
          !inStock && "opacity-60",
        )}
      >
        <ProductCardImage src={item.fileResponse?.fullUrl} name={item.name} />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={nameId} className="line-clamp-2 text-sm font-medium sm:text-base">
          <Link href={href} className="hover:underline">
            {item.name}
          </Link>
        </h2>
        <p className="text-xs text-gray-600">
          <bdi dir="ltr">{item.weight}</bdi>
        </p>
        <p className="text-sm text-gray-700">
          {text.quantity(item.qty)}
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {text.unitPrice(item.formattedPrice)}
          {item.formattedOriginalPrice !== item.formattedPrice ? (
            <s className="ms-1 text-xs text-gray-600">
              <span className="sr-only">{text.originalPrice} </span>
              <bdi dir="ltr">{item.formattedOriginalPrice}</bdi>
            </s>
          ) : null}
        </p>
        {inStock ? null : (
          <p
            className={cn(
              "text-sm font-semibold",
              availability === "coming-soon" ? "text-warning-700" : "text-danger-700",
            )}
          >
            {availability === "coming-soon" ? text.comingSoon : text.outOfStock}
          </p>
        )}
      </div>

      <p
        dir="ltr"
        className={cn(
          "shrink-0 text-sm font-semibold sm:text-base",
          !inStock && "text-gray-600 line-through",
        )}
      >
        {item.formattedTotal}
      </p>
    </article>
  );
}
