import { ChevronDown } from "lucide-react";
import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "@/lib/cn";
import { ethnicityDropdownText as text } from "./EthnicityDropdown.text";
import { EthnicityDropdownIcon } from "./EthnicityDropdownIcon";

export interface EthnicityDropdownTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The same words at every width ('Asia (Pakistan)' by default, docs/product.md § Constants and limits). */
  label: string;
  iconSrc: string | null | undefined;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The button that opens the menu. The light placeholder and the Radix trigger both render it, so
 * the header looks the same before and after the menu's code has loaded.
 */
export function EthnicityDropdownTrigger({
  label,
  iconSrc,
  className,
  ref,
  ...props
}: EthnicityDropdownTriggerProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="menu"
      className={cn(
        "inline-flex h-10 max-w-48 items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
      {...props}
    >
      <EthnicityDropdownIcon src={iconSrc} />
      <span className="sr-only">{text.triggerPrefix} </span>
      <span className="truncate">{label}</span>
      <ChevronDown aria-hidden className="size-4 shrink-0 text-gray-600" />
    </button>
  );
}
