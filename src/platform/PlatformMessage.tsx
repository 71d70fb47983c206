import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** What an outside service's view (a map, a card form) shows in its place while it loads or after it failed to. */
export function PlatformMessage({
  tone = "info",
  className,
  children,
}: {
  tone?: "info" | "error";
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "grid size-full place-items-center rounded-lg bg-gray-100 p-4 text-center text-sm",
        tone === "error" ? "font-medium text-danger-700" : "text-gray-700",
        className,
      )}
    >
      {children}
    </div>
  );
}
