import { Children, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import {
  ProductImageLoadingProvider,
  type ProductImageLoading,
} from "../ProductCard/ProductCardImage";
import { Skeleton } from "../ui/Skeleton";

const gridClasses = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5";

export interface ProductGridProps {
  /** The product cards, one per cell. */
  children: ReactNode;
  /** Names the list for screen readers, e.g. 'Search results'. */
  label: string;
  className?: string;
}

/** The first row on a phone, whose photos are usually the largest thing on the first screen. */
const FIRST_CARDS = 2;
/** The cards on a phone's first screen, or a wide screen's first row. */
const EAGER_CARDS = 6;

function imageLoadingAt(index: number): ProductImageLoading {
  if (index < FIRST_CARDS) return "first";
  return index < EAGER_CARDS ? "eager" : "lazy";
}

/** Product cards in a responsive grid: 2 columns on phones up to 5 on wide screens. */
export function ProductGrid({ children, label, className }: ProductGridProps) {
  return (
    <ul aria-label={label} className={cn(gridClasses, className)}>
      {Children.map(children, (card, index) => (
        <li className="flex">
          <ProductImageLoadingProvider value={imageLoadingAt(index)}>
            {card}
          </ProductImageLoadingProvider>
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while its products load. */
export function ProductGridSkeleton({
  count = 10,
  className,
}: {
  count?: number;
  className?: string;
}) {
  return (
    <div data-testid="product-grid-skeleton" className={cn(gridClasses, className)}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} rounded="xl" className="aspect-[3/5] w-full" />
      ))}
    </div>
  );
}
