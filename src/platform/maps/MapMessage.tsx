import type { ReactNode } from "react";

/** What a map shows in its place while it loads or after it failed to. */
export function MapMessage({
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
          ? "grid size-full place-items-center bg-gray-100 p-4 text-center text-sm font-medium text-danger-700"
          : "grid size-full place-items-center bg-gray-100 p-4 text-center text-sm text-gray-700"
      }
    >
      {children}
    </div>
  );
}
