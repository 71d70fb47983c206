import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/** A grey placeholder of the shape of content that is loading; screen readers skip it. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden className={cn("animate-pulse rounded-md bg-gray-200", className)} {...props} />
  );
}
