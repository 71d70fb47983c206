import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Link } from "./Link";

export interface ChipLinkProps {
  href: string;
  /** A small round picture before the words; `icon` stands in when there is none. */
  imageUrl?: string | null;
  icon: ReactNode;
  onClick?: () => void;
  children: ReactNode;
  className?: string;
}

/** A rounded link with a picture or an icon (recent searches, tag suggestions). */
export function ChipLink({ href, imageUrl, icon, onClick, children, className }: ChipLinkProps) {
  return (
    <Link
      href={href}
      onClick={onClick}
      className={cn(
        "flex h-9 items-center gap-2 rounded-full border border-gray-300 bg-white pe-4 ps-1.5 text-sm whitespace-nowrap hover:border-brand-700 hover:bg-brand-50",
        className,
      )}
    >
      {imageUrl ? (
        <img src={imageUrl} alt="" loading="lazy" className="size-6 rounded-full object-cover" />
      ) : (
        icon
      )}
      {children}
    </Link>
  );
}
