import { Skeleton } from "../ui/Skeleton";
import { orderDetailText as text } from "./OrderDetail.text";

/** The order page's shape while the order loads; screen readers hear one 'Loading order'. */
export function OrderDetailSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-4 sm:gap-6">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="h-4 w-48" />
        </div>
        <Skeleton rounded="full" className="h-7 w-28" />
      </div>
      <Skeleton rounded="xl" className="h-40" />
      <div className="grid items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex flex-col gap-4 sm:gap-6">
          <Skeleton rounded="xl" className="h-32" />
          <Skeleton rounded="xl" className="h-44" />
          <Skeleton rounded="xl" className="h-24" />
          <Skeleton rounded="xl" className="h-64" />
        </div>
        <div className="flex flex-col gap-4 sm:gap-6">
          <Skeleton rounded="xl" className="h-36" />
          <Skeleton rounded="xl" className="h-72" />
        </div>
      </div>
    </div>
  );
}
