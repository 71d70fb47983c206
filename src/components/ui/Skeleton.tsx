import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

const corners = {
  md: "rounded-md",
  lg: "rounded-lg",
  xl: "rounded-xl",
  full: "rounded-full",
} as const;

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** The corners of the content it stands for (a card's are `xl`, a pill's `full`). */
  rounded?: keyof typeof corners;
}

/** A grey placeholder of the shape of content that is loading; screen readers skip it. */
export function Skeleton({ className, rounded = "md", ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden
      className={cn("animate-pulse bg-gray-200", corners[rounded], className)}
      {...props}
    />
  );
}
