import { Children, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Skeleton } from "../ui/Skeleton";

const gridClasses = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5";

export interface ProductGridProps {
  /** The product cards, one per cell. */
  children: ReactNode;
  /** Names the list for screen readers, e.g. 'Search results'. */
  label: string;
  className?: string;
}

/** Product cards in a responsive grid: 2 columns on phones up to 5 on wide screens. */
export function ProductGrid({ children, label, className }: ProductGridProps) {
  return (
    <ul aria-label={label} className={cn(gridClasses, className)}>
      {Children.map(children, (card) => (
        <li className="flex">{card}</li>
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
        <Skeleton key={index} className="aspect-[3/5] w-full rounded-xl" />
      ))}
    </div>
  );
}
