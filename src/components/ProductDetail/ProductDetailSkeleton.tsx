import { Skeleton } from "../ui/Skeleton";
import { productDetailText as text } from "./ProductDetail.text";

/** The page's shape while the product loads; the heading names what is coming. */
export function ProductDetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="product-detail-skeleton" className="flex flex-col gap-6">
      <h1 className="sr-only">{text.loading}</h1>
      <Skeleton className="h-4 w-64" />
      <div className="grid gap-8 md:grid-cols-2">
        <Skeleton rounded="xl" className="aspect-square w-full" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-10 w-32" />
          <Skeleton className="mt-4 h-40 w-full" />
        </div>
      </div>
    </div>
  );
}
