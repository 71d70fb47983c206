import { Star } from "lucide-react";
import { productDetailText as text } from "./ProductDetail.text";

const STARS = [1, 2, 3, 4, 5];

/**
 * Five stars filled up to the rating, and the number. A rating of 0 means nobody has rated the
 * product (the contract says so), so nothing is shown rather than five empty stars.
 */
export function ProductDetailRating({ rating }: { rating: number }) {
  if (!(rating > 0)) return null;
  const filledPercent = Math.min(100, (rating / 5) * 100);
  return (
    <p className="flex items-center gap-1.5 text-sm text-gray-700">
      <span role="img" aria-label={text.rated(rating)} className="relative inline-flex">
        <span className="flex text-gray-300" aria-hidden>
          {STARS.map((star) => (
            <Star key={star} className="size-4 fill-current" />
          ))}
        </span>
        <span
          aria-hidden
          data-testid="rating-fill"
          className="absolute inset-y-0 inset-s-0 flex overflow-hidden text-amber-500"
          style={{ width: `${filledPercent}%` }}
        >
          {STARS.map((star) => (
            <Star key={star} className="size-4 shrink-0 fill-current" />
          ))}
        </span>
      </span>
      <span aria-hidden className="font-medium">
        {text.ratingValue(rating)}
      </span>
    </p>
  );
}
