import type { ProductBadge } from "@/api/types";
import { readableTextOn } from "@/lib/color";
import { productCardText as text } from "./ProductCard.text";

export interface ProductCardBadgesProps {
  discountValue: number;
  badge: ProductBadge | null;
}

/** 'N% OFF' when the product is discounted, and the server's badge in its own colour. */
export function ProductCardBadges({ discountValue, badge }: ProductCardBadgesProps) {
  if (discountValue <= 0 && !badge) return null;
  return (
    <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
      {discountValue > 0 ? (
        <span className="rounded bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
          {text.percentOff(discountValue)}
        </span>
      ) : null}
      {badge ? (
        <span
          className="rounded px-1.5 py-0.5 text-xs font-semibold"
          style={{ backgroundColor: badge.color, color: readableTextOn(badge.color) }}
        >
          {badge.name}
        </span>
      ) : null}
    </div>
  );
}
