import { ChevronLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "./Link";

/** The way back to the page a sub-page belongs to (docs/product.md § Settings: the account pages' back links). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
      {children}
    </Link>
  );
}
