import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "onChange" | "role" | "type"
> {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Shown as set but not changeable; unlike `disabled` it stays focusable, so it is announced. */
  readOnly?: boolean;
}

/**
 * An on/off switch (role "switch", aria-checked). Name it with aria-label or aria-labelledby, or
 * a <label htmlFor> on its id; Space and Enter toggle it, as a button.
 */
export function Switch({
  checked,
  onCheckedChange,
  readOnly = false,
  className,
  onClick,
  ...props
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-readonly={readOnly || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!readOnly && !event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60",
        checked ? "bg-brand-700" : "bg-gray-400",
        readOnly ? "cursor-not-allowed opacity-70" : "cursor-pointer",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          "inline-block size-5 rounded-full bg-white shadow transition-transform",
          checked ? "translate-x-5.5 rtl:-translate-x-5.5" : "translate-x-0.5 rtl:-translate-x-0.5",
        )}
      />
    </button>
  );
}
