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
        <Skeleton className="h-7 w-28 rounded-full" />
      </div>
      <Skeleton className="h-40 rounded-xl" />
      <div className="grid items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex flex-col gap-4 sm:gap-6">
          <Skeleton className="h-32 rounded-xl" />
          <Skeleton className="h-44 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
        <div className="flex flex-col gap-4 sm:gap-6">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
