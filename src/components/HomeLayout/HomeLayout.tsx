import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { homeLayoutText as text } from "./HomeLayout.text";
import { HomeLayoutSkeleton } from "./HomeLayoutSkeleton";

export interface HomeLayoutProps {
  /** True while the home page loads: its skeleton shows instead of the sections. */
  loading: boolean;
  /** The sections: banners, Top Categories and the showcases. */
  children?: ReactNode;
  className?: string;
}

/** The home page's frame: its one h1 in every state, then the sections or their skeleton. */
export function HomeLayout({ loading, children, className }: HomeLayoutProps) {
  return (
    <div className={cn("flex flex-col gap-8", className)}>
      <h1 className="sr-only">{text.title}</h1>
      {loading ? <HomeLayoutSkeleton /> : children}
    </div>
  );
}
