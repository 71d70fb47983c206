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
  /**
   * Pulses while its content loads (the default). A placeholder for content that is not loading,
   * only drawn later (as it nears the screen), stays still: the browser advances an animation on
   * the main thread every frame, off screen too, and the page's start-up shares those frames.
   */
  pulse?: boolean;
}

/** A grey placeholder of the shape of content that is loading; screen readers skip it. */
export function Skeleton({ className, rounded = "md", pulse = true, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden
      className={cn(pulse && "animate-pulse", "bg-gray-200", corners[rounded], className)}
      {...props}
    />
  );
}
