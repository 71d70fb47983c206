import { ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { Link } from "../ui/Link";
import { breadcrumbsText as text } from "./Breadcrumbs.text";

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; an item without one is the page itself (aria-current="page"). */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  className?: string;
}

/** The trail to the page: an ordered list of links inside a 'Breadcrumb' navigation landmark. */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={text.label} className={cn("text-sm", className)}>
      <ol className="flex flex-wrap items-center gap-1 text-gray-600">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-1">
            {index > 0 ? (
              <ChevronRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
            ) : null}
            {item.href === undefined ? (
              <span aria-current="page" className="font-medium text-gray-900">
                {item.label}
              </span>
            ) : (
              <Link href={item.href} className="hover:text-gray-900 hover:underline">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
