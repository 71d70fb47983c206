import { ChevronDown, MapPin } from "lucide-react";
import { cn } from "@/lib/cn";
import { headerText as text } from "./Header.text";

export interface HeaderLocationButtonProps {
  /** 'state, country', or null before a location is chosen. */
  label: string | null;
  onClick: () => void;
  className?: string;
}

/**
 * Compact on small screens (pin and the place, cut to the room left in the row), with a chevron
 * from large screens on; the full place stays in the button's name either way.
 */
export function HeaderLocationButton({ label, onClick, className }: HeaderLocationButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        "flex h-10 max-w-full min-w-0 items-center gap-1 rounded-lg px-1.5 text-sm font-medium text-gray-900 hover:bg-gray-100 lg:px-2",
        className,
      )}
    >
      <MapPin aria-hidden className="size-5 shrink-0 text-brand-700" />
      {label ? <span className="sr-only">{text.locationPrefix} </span> : null}
      <span className="truncate">{label ?? text.selectLocation}</span>
      <ChevronDown aria-hidden className="hidden size-4 shrink-0 text-gray-600 lg:block" />
    </button>
  );
}
