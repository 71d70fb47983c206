import { TriangleAlert, type LucideIcon } from "lucide-react";
import { Button } from "./Button";
import { cn } from "@/lib/cn";

const block = "flex flex-col items-center gap-3 py-12 text-center";

export interface LoadFailedProps {
  /** A short first line; without it the description stands alone. */
  title?: string;
  description: string;
  retryLabel: string;
  /** Without it there is no button: nothing could be retried. */
  onRetry?: () => void;
  className?: string;
}

/** A list that could not be loaded, announced at once, with a way to ask again. */
export function LoadFailed({
  title,
  description,
  retryLabel,
  onRetry,
  className,
}: LoadFailedProps) {
  return (
    <div role="alert" className={cn(block, className)}>
      <TriangleAlert aria-hidden className="size-10 text-warning-700" />
      {title ? <p className="font-semibold text-gray-900">{title}</p> : null}
      <p className="text-sm text-gray-600">{description}</p>
      {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </div>
  );
}

export interface EmptyStateProps {
  /** A lucide icon for what the list would hold; it is decoration, hidden from screen readers. */
  icon: LucideIcon;
  title: string;
  /** What the shopper can do about it. */
  hint?: string;
  className?: string;
}

/** A list that loaded with nothing in it. */
export function EmptyState({ icon: Icon, title, hint, className }: EmptyStateProps) {
  return (
    <div className={cn(block, className)}>
      <Icon aria-hidden className="size-10 text-gray-400" />
      <p className="font-semibold text-gray-700">{title}</p>
      {hint ? <p className="text-sm text-gray-600">{hint}</p> : null}
    </div>
  );
}
