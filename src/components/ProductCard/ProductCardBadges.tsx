import type { ProductBadge } from "@/api/types";
import { readableTextOn } from "@/lib/color";
import { cn } from "@/lib/cn";
import { productCardText as text } from "./ProductCard.text";

export interface ProductCardBadgesProps {
  discountValue: number;
  badge: ProductBadge | null;
}

/** 'N% OFF' when the product is discounted, and the server's badge in its own colour. */
export function ProductCardBadges({ discountValue, badge }: ProductCardBadgesProps) {
  if (discountValue <= 0 && !badge) return null;
  return (
    <div className="absolute top-2 inset-s-2 flex flex-col items-start gap-1">
      {discountValue > 0 ? <ProductDiscountBadge discountValue={discountValue} /> : null}
      {badge ? <ProductBadgeLabel badge={badge} /> : null}
    </div>
  );
}

/** 'N% OFF'; the caller shows it only when discountValue is above 0 (docs/product.md § Product card). */
export function ProductDiscountBadge({
  discountValue,
  size = "sm",
}: {
  discountValue: number;
  /** `md` on the product page. */
  size?: "sm" | "md";
}) {
  return (
    <span
      className={cn(
        "rounded bg-brand-700 px-1.5 py-0.5 font-bold text-white",
        size === "sm" ? "text-xs" : "text-sm",
      )}
    >
      {text.percentOff(discountValue)}
    </span>
  );
}

/** The server's badge in the server's colour, with whichever text colour stays readable on it. */
export function ProductBadgeLabel({
  badge,
  className,
}: {
  badge: ProductBadge;
  className?: string;
}) {
  return (
    <span
      className={cn("rounded px-1.5 py-0.5 text-xs font-semibold", className)}
      style={{ backgroundColor: badge.color, color: readableTextOn(badge.color) }}
    >
      {badge.name}
    </span>
  );
}
