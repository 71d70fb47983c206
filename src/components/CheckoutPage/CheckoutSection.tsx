import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface CheckoutSectionProps {
  /** The section's id: the problem list moves focus here. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** Beside the heading: a count, or a Change button. */
  aside?: (headingId: string) => ReactNode;
  children: ReactNode;
  className?: string;
}

/** One card of the checkout's left column, headed by its icon and title. */
export function CheckoutSection({
  id,
  title,
  icon: Icon,
  aside,
  children,
  className,
}: CheckoutSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn(
        "scroll-mt-24 rounded-xl border border-gray-200 bg-white p-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-5",
        className,
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2
          id={headingId}
          className="flex items-center gap-2.5 text-lg font-semibold text-gray-900"
        >
          <span className="grid size-8 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Icon aria-hidden className="size-4" />
          </span>
          {title}
        </h2>
        {aside?.(headingId)}
      </div>
      {children}
    </section>
  );
}
