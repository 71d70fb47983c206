import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { paginationText as text } from "./Pagination.text";

export interface PaginationProps {
  /** 1-based. */
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** 'Page X of Y' between Previous and Next, each disabled at its end; nothing for a single page. */
export function Pagination({ currentPage, totalPages, onPageChange, className }: PaginationProps) {
  if (totalPages < 2) return null;
  return (
    <nav
      aria-label={text.label}
      className={cn("flex items-center justify-center gap-3 sm:gap-4", className)}
    >
      <Button
        variant="outline"
        disabled={currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
      >
        <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {text.previous}
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-gray-700">
        {text.status(currentPage, totalPages)}
      </p>
      <Button
        variant="outline"
        disabled={currentPage >= totalPages}
        onClick={() => onPageChange(currentPage + 1)}
      >
        {text.next}
        <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}
