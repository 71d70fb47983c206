import type { ReactNode } from "react";

/** What a card form shows in its place while it loads or after it failed to. */
export function CardFormMessage({
  tone = "info",
  children,
}: {
  tone?: "info" | "error";
  children: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-lg border border-danger-500/30 bg-red-50 p-4 text-sm font-medium text-danger-700"
          : "rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm text-gray-700"
      }
    >
      {children}
    </div>
  );
}
