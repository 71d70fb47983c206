import { Skeleton } from "../ui/Skeleton";
import { couponListText as text } from "./CouponList.text";

/** Placeholder cards in the shape of coupons while a tab loads; announced once as loading. */
export function CouponListSkeleton() {
  return (
    <div role="status" className="grid gap-3 md:grid-cols-2">
      <span className="sr-only">{text.loading}</span>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-6 w-16" />
          </div>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-8 w-48" />
        </div>
      ))}
    </div>
  );
}
