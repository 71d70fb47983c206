import { useId, type ComponentType, type ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface OrderDetailCardProps {
  title: string;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  /** Beside the title: See All, a button. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One titled block of the order page, a region named by its h2. */
export function OrderDetailCard({
  title,
  icon: Icon,
  action,
  children,
  className,
}: OrderDetailCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-xl border border-gray-200 bg-white p-4 sm:p-5", className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          {Icon ? <Icon aria-hidden className="size-5 text-brand-700" /> : null}
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
